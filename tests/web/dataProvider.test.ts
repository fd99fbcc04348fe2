import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../src/authProvider/tokens';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { accessToken, installFakeApi, json } from './support/fakeApi';

const page = (results: object[], count = results.length) => ({ count, next: null, previous: null, results });

let locale = 'es_ES';
const dataProvider = createDataProvider(createHttpClient({ getLocale: () => locale }));
const listParams = { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

beforeEach(() => {
  locale = 'es_ES';
  storeTokens({ access: accessToken('admin') });
});

describe('getList', () => {
  it('asks for the page, size and ordering, and turns {count, results} into {data, total}', async () => {
    const received = installFakeApi(() => json(200, page([{ id: 7, name: 'Ana' }], 31)));

    const result = await dataProvider.getList('user', {
      ...listParams,
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'email', order: 'DESC' },
    });

    expect(result).toEqual({ data: [{ id: 7, name: 'Ana' }], total: 31 });
    expect(received[0].url.pathname).toBe('/api/user');
    expect(Object.fromEntries(received[0].url.searchParams)).toEqual({ page: '2', pageSize: '10', ordering: '-email' });
  });

  it('sends the search box as trimmed searchText, drops a blank one, and passes other filters through', async () => {
    const received = installFakeApi(() => json(200, page([])));

    await dataProvider.getList('user', { ...listParams, filter: { q: '  ana  ', role: 'client' } });
    await dataProvider.getList('user', { ...listParams, filter: { q: '   ', searchText: '\t' } });

    expect(received[0].url.searchParams.get('searchText')).toBe('ana');
    expect(received[0].url.searchParams.get('role')).toBe('client');
    expect(received[1].url.searchParams.has('searchText')).toBe(false);
  });
});

describe('every request', () => {
  it.each([
    ['es_ES', 'es-ES'],
    ['ca_ES', 'ca-ES'],
    ['en', 'en'],
  ])('carries the bearer token and Accept-Language %s -> %s', async (uiLocale, header) => {
    locale = uiLocale;
    const received = installFakeApi(() => json(200, { id: 1, name: 'Ámbito' }));

    await dataProvider.getOne('project-ambit', { id: 1 });

    expect(received[0].url.pathname).toBe('/api/project-ambit/1');
    expect(received[0].headers.get('Accept-Language')).toBe(header);
    expect(received[0].headers.get('Authorization')).toMatch(/^Bearer .+\..+\..+$/);
  });
});

describe('writes', () => {
  it('sends JSON when no file is present', async () => {
    const received = installFakeApi(() => json(201, { id: 3, name: 'Agua' }));

    const result = await dataProvider.create('project-ambit', { data: { name: 'Agua' } });

    expect(result.data).toEqual({ id: 3, name: 'Agua' });
    expect(received[0].method).toBe('POST');
    expect(received[0].headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(received[0].body as string)).toEqual({ name: 'Agua' });
  });

  it('sends a multipart form when a file is present: booleans as true/false, empty fields left out', async () => {
    const received = installFakeApi(() => json(200, { id: 4 }));
    const pictogram = new File(['png'], 'flame.png', { type: 'image/png' });

    // A resource with no form entry (dangerousness now has one: name_spanish, name_catalan, pictogram).
    await dataProvider.update('sample-resource', {
      id: 4,
      data: { name: 'Inflamable', is_active: false, name_catalan: null, code: undefined, pictogram: { rawFile: pictogram, src: 'blob:x' } },
      previousData: { id: 4 },
    });

    expect(received[0].method).toBe('PUT');
    expect(received[0].url.pathname).toBe('/api/sample-resource/4');
    const form = received[0].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(received[0].headers.has('Content-Type')).toBe(false); // the browser adds the boundary
    expect(form.get('name')).toBe('Inflamable');
    expect(form.get('is_active')).toBe('false');
    expect(form.has('name_catalan')).toBe(false);
    expect(form.has('code')).toBe(false);
    expect((form.get('pictogram') as File).name).toBe('flame.png');
  });

  it('deletes by id and answers with the deleted record', async () => {
    const received = installFakeApi(() => json(204, null));

    const result = await dataProvider.delete('user', { id: 9, previousData: { id: 9, name: 'Old' } });

    expect(received[0].method).toBe('DELETE');
    expect(received[0].url.pathname).toBe('/api/user/9');
    expect(result.data).toEqual({ id: 9, name: 'Old' });
  });
});

describe('downloadSpreadsheet', () => {
  it('asks for the xlsx variant with the list filters and saves it under the server file name', async () => {
    const received = installFakeApi(
      () =>
        new Response('xlsx-bytes', {
          status: 200,
          headers: { 'Content-Disposition': `attachment; filename="users.xlsx"; filename*=UTF-8''usuarios_2025-01-31.xlsx` },
        }),
    );
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:spreadsheet';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    await dataProvider.downloadSpreadsheet('user', { filter: { q: ' ana ', role: 'client' }, sort: { field: 'name', order: 'ASC' } });

    expect(Object.fromEntries(received[0].url.searchParams)).toEqual({
      format: 'xlsx',
      searchText: 'ana',
      role: 'client',
      ordering: 'name',
    });
    expect(saved).toEqual(['usuarios_2025-01-31.xlsx']);
  });
});

describe('updateProfile (spec §5)', () => {
  it('always sends a form, leaving out an empty password and a picture the user kept', async () => {
    const received = installFakeApi(() => json(200, { id: 1, name: 'Eva' }));

    await dataProvider.updateProfile({
      name: 'Eva',
      email: 'eva@consultora.test',
      password: '',
      profile_picture: { src: 'https://files.test/signed/eva.png', title: 'Eva' },
    });

    expect(received[0].method).toBe('PUT');
    expect(received[0].url.pathname).toBe('/api/profile');
    const form = received[0].body as FormData;
    expect([...form.keys()].sort()).toEqual(['email', 'name']);
  });

  it('sends a new password and a newly chosen picture', async () => {
    const received = installFakeApi(() => json(200, { id: 1, name: 'Eva' }));
    const picture = new File(['jpg'], 'eva.jpg', { type: 'image/jpeg' });

    await dataProvider.updateProfile({
      name: 'Eva',
      email: 'eva@consultora.test',
      password: 'n3w-pass',
      profile_picture: { rawFile: picture },
    });

    const form = received[0].body as FormData;
    expect(form.get('password')).toBe('n3w-pass');
    expect((form.get('profile_picture') as File).name).toBe('eva.jpg');
  });
});

describe('dates in writes (spec §9)', () => {
  it('sends a Date as year-month-day, in JSON and in forms', async () => {
    const received = installFakeApi(() => json(201, { id: 1 }));
    const expiry = new Date(2026, 5, 30, 23, 30);

    await dataProvider.create('evidence', { data: { expiration_date: expiry } });
    await dataProvider.create('legal-document', { data: { elaboration_date: expiry, file: new File(['%PDF'], 'a.pdf') } });

    expect(JSON.parse(received[0].body as string)).toEqual({ expiration_date: '2026-06-30' });
    expect((received[1].body as FormData).get('elaboration_date')).toBe('2026-06-30');
  });
});
