import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../src/authProvider/tokens';
import { isApiError } from '../../src/dataProvider';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { accessToken, installFakeApi, json } from './support/fakeApi';

const dataProvider = createDataProvider(createHttpClient({ getLocale: () => 'es_ES' }));
const storedLogo = 'https://files.test/signed/logo.png?token=abc';

// A center as GET /api/center/{id} answers it.
const centerRecord = {
  id: 12,
  name: 'Planta Rubí',
  logo: storedLogo,
  postal_code: '08191',
  autonomous_community: 'ES-CT',
  province: 'Barcelona',
  municipality: null,
  address: 'Carrer de la Indústria 4',
  used_language: 'ca',
  enterprise: { id: 3, name: 'Envasos Vallès SA', logo: null },
  consultancy: { id: 1, name: 'Verda Consultors', logo: null },
  userList: [
    { id: 7, name: 'Eva Serra', email: 'eva@client.test', role: 'client' },
    { id: 9, name: 'Pau Roig', email: 'pau@consultora.test', role: 'collaborator' },
  ],
};

const formParts = (body: unknown) => {
  expect(body).toBeInstanceOf(FormData);
  return body as FormData;
};

beforeEach(() => {
  storeTokens({ access: accessToken('admin') });
});

describe('enterprise and center writes: json_data JSON text plus the logo file (spec §7)', () => {
  it('creates a center with every form field inside json_data, a null municipality kept, and the new logo as its own part', async () => {
    const received = installFakeApi(() => json(201, centerRecord));
    const logo = new File(['png-bytes'], 'rubi.png', { type: 'image/png' });

    await dataProvider.create('center', {
      data: {
        name: 'Planta Rubí',
        postal_code: '08191',
        autonomous_community: 'ES-CT',
        province: 'Barcelona',
        municipality: null,
        address: 'Carrer de la Indústria 4',
        used_language: 'ca',
        enterpriseId: 3,
        consultancyId: 1,
        userIdList: [7, 9],
        logo: { rawFile: logo, src: 'blob:preview', title: 'rubi.png' },
      },
    });

    expect(received[0].method).toBe('POST');
    expect(received[0].url.pathname).toBe('/api/center');
    const form = formParts(received[0].body);
    expect([...form.keys()].sort()).toEqual(['json_data', 'logo']);
    expect(JSON.parse(form.get('json_data') as string)).toEqual({
      name: 'Planta Rubí',
      postal_code: '08191',
      autonomous_community: 'ES-CT',
      province: 'Barcelona',
      municipality: null,
      address: 'Carrer de la Indústria 4',
      used_language: 'ca',
      enterpriseId: 3,
      consultancyId: 1,
      userIdList: [7, 9],
    });
    expect((form.get('logo') as File).name).toBe('rubi.png');
  });

  it('updates a center from its edit form without echoing the read-only nests or the stored logo URL', async () => {
    const received = installFakeApi(() => json(200, centerRecord));
    const { data: editForm } = await dataProvider.getOne('center', { id: 12 });

    await dataProvider.update('center', { id: 12, data: { ...editForm, name: 'Planta Rubí Nord' }, previousData: editForm });

    const form = formParts(received[1].body);
    expect(received[1].method).toBe('PUT');
    expect(received[1].url.pathname).toBe('/api/center/12');
    expect([...form.keys()]).toEqual(['json_data']);
    const jsonData = JSON.parse(form.get('json_data') as string);
    expect(jsonData).toMatchObject({ name: 'Planta Rubí Nord', enterpriseId: 3, consultancyId: 1, userIdList: [7, 9] });
    // Only what the API reads inside json_data: no id, no nested enterprise or userList, no logo URL.
    expect(Object.keys(jsonData).sort()).toEqual([
      'address',
      'autonomous_community',
      'consultancyId',
      'enterpriseId',
      'municipality',
      'name',
      'postal_code',
      'province',
      'used_language',
      'userIdList',
    ]);
  });

  it('sends an enterprise as json_data {name, userIdList} and its logo', async () => {
    const received = installFakeApi(() => json(200, { id: 3, name: 'Envasos', logo: null, userList: [], centerList: [] }));
    const logo = new File(['gif'], 'envasos.gif', { type: 'image/gif' });

    await dataProvider.update('enterprise', {
      id: 3,
      data: { id: 3, name: 'Envasos', userIdList: [7], centerList: [{ id: 12, name: 'Planta Rubí' }], logo: { rawFile: logo } },
      previousData: { id: 3 },
    });

    const form = formParts(received[0].body);
    expect(JSON.parse(form.get('json_data') as string)).toEqual({ name: 'Envasos', userIdList: [7] });
    expect((form.get('logo') as File).name).toBe('envasos.gif');
  });

  it('sends a consultancy as plain form parts, never json_data nor a logo the user kept', async () => {
    const received = installFakeApi(() => json(200, { id: 1, name: 'Verda', domain_name: 'verda.cat', logo: storedLogo, centerList: [] }));

    await dataProvider.update('consultancy', {
      id: 1,
      data: { id: 1, name: 'Verda', domain_name: 'verda.cat', logo: storedLogo, centerList: [] },
      previousData: { id: 1 },
    });

    const form = formParts(received[0].body);
    expect(Object.fromEntries(form)).toEqual({ name: 'Verda', domain_name: 'verda.cat' });
  });

  it("sends the consultancy's two-step verification requirement as a form part", async () => {
    const received = installFakeApi(() => json(200, { id: 1, name: 'Verda', domain_name: 'verda.cat', logo: null, centerList: [] }));

    await dataProvider.update('consultancy', {
      id: 1,
      data: { id: 1, name: 'Verda', domain_name: 'verda.cat', require_two_factor: true, centerList: [] },
      previousData: { id: 1 },
    });

    expect(Object.fromEntries(formParts(received[0].body))).toEqual({
      name: 'Verda',
      domain_name: 'verda.cat',
      require_two_factor: 'true',
    });
  });

  it('rejects with the server field errors keyed by the json_data names the form inputs use', async () => {
    installFakeApi(() =>
      json(400, { detail: 'postal_code: bad', code: 'validation_error', fields: { postal_code: 'Enter a Spanish postal code.' } }),
    );

    const failure = await dataProvider.create('center', { data: { name: 'X', postal_code: '99' } }).catch((error: unknown) => error);

    expect(isApiError(failure) && failure.body.errors).toEqual({ postal_code: 'Enter a Spanish postal code.' });
  });
});

describe('records read for the forms: nested references become the ids the inputs edit', () => {
  it('gives a center its enterpriseId, consultancyId and userIdList', async () => {
    installFakeApi(() => json(200, centerRecord));

    const { data } = await dataProvider.getOne('center', { id: 12 });

    expect(data).toMatchObject({ enterpriseId: 3, consultancyId: 1, userIdList: [7, 9], enterprise: centerRecord.enterprise });
  });

  it('gives every enterprise of a page its userIdList, and the saved record too', async () => {
    const enterprise = {
      id: 3,
      name: 'Envasos',
      logo: null,
      userList: [{ id: 7, name: 'Eva', email: 'e@x.test', role: 'client' }],
      centerList: [],
    };
    installFakeApi((request) =>
      request.method === 'GET' ? json(200, { count: 1, next: null, previous: null, results: [enterprise] }) : json(200, enterprise),
    );

    const { data: page } = await dataProvider.getList('enterprise', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    const { data: saved } = await dataProvider.update('enterprise', { id: 3, data: { name: 'Envasos' }, previousData: enterprise });

    expect(page[0].userIdList).toEqual([7]);
    expect(saved.userIdList).toEqual([7]);
  });

  it('leaves records of other resources as the API sent them', async () => {
    const user = { id: 7, name: 'Eva', email: 'e@x.test', role: 'client', enterpriseList: [], centerList: [] };
    installFakeApi(() => json(200, user));

    expect((await dataProvider.getOne('user', { id: 7 })).data).toEqual(user);
  });
});

describe('center modules and e-mail settings', () => {
  it('reads the center modules and switches one with POST /api/{module}-module/{centerId}/state', async () => {
    const received = installFakeApi((request) =>
      request.method === 'GET' ? json(200, [{ module: 'residue', is_active: false }]) : json(200, { is_active: true }),
    );

    expect(await dataProvider.getCenterModules(12)).toEqual([{ module: 'residue', is_active: false }]);
    expect(await dataProvider.setModuleState(12, 'residue', true)).toBe(true);

    expect(received[0].url.pathname).toBe('/api/center/12/modules');
    expect(received[1].url.pathname).toBe('/api/residue-module/12/state');
    expect(JSON.parse(received[1].body as string)).toEqual({ is_active: true });
  });

  it('reads a missing e-mail configuration (404) as null, not as an error', async () => {
    installFakeApi(() => json(404, { detail: 'E-mail configuration not found.', code: 'not_found' }));

    expect(await dataProvider.getEmailConfiguration(1)).toBeNull();
  });

  it('saves the settings without an empty password, and sends a test to the typed recipient or to the signed-in admin', async () => {
    const received = installFakeApi(() => json(200, { sent: true, to: 'admin@x.test' }));

    await dataProvider.saveEmailConfiguration(1, {
      host: 'smtp.verda.cat',
      port: 587,
      username: 'avisos',
      password: '',
      use_tls: true,
      use_ssl: false,
    });
    await dataProvider.sendTestEmail(1, ' eva@client.test ');
    await dataProvider.sendTestEmail(1, '');

    expect(JSON.parse(received[0].body as string)).toEqual({
      host: 'smtp.verda.cat',
      port: 587,
      username: 'avisos',
      use_tls: true,
      use_ssl: false,
      consultancy_id: 1,
    });
    expect(received[1].url.pathname).toBe('/api/consultancy/1/email-config/test');
    expect(JSON.parse(received[1].body as string)).toEqual({ to: 'eva@client.test' });
    expect(JSON.parse(received[2].body as string)).toEqual({});
  });
});
