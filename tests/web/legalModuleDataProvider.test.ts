import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../src/authProvider/tokens';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { accessToken, installFakeApi, json } from './support/fakeApi';

const dataProvider = createDataProvider(createHttpClient({ getLocale: () => 'ca_ES' }));
const bodyOf = (body: BodyInit | null | undefined) => JSON.parse(String(body)) as unknown;

beforeEach(() => storeTokens({ access: accessToken('admin') }));

describe('legal module calls', () => {
  it('walks the inventory tree under the center', async () => {
    const received = installFakeApi(() => json(200, []));

    await dataProvider.getInventoryNodes(7, 'areas');
    await dataProvider.getInventoryNodes(7, 'subambits', { level: 'ambits', id: 2 });

    expect(received.map((request) => request.url.pathname)).toEqual([
      '/api/legal-requirement-module/7/areas',
      '/api/legal-requirement-module/7/ambits/2/subambits',
    ]);
  });

  it('asks for the requirements of a tentative selection with comma-joined ids', async () => {
    const received = installFakeApi(() => json(200, { count: 0, next: null, previous: null, results: [] }));

    await dataProvider.getImpliedRequirements(7, { subambitIds: [11, 12], legalScopeIds: [3], page: 2, pageSize: 25 });

    expect(received[0].url.pathname).toBe('/api/legal-requirement-module/7/config/selected-legal-requirements');
    expect(Object.fromEntries(received[0].url.searchParams)).toEqual({
      selectedSubambitIds: '11,12',
      selectedLegalScopeIds: '3',
      page: '2',
      pageSize: '25',
    });
  });

  it('answers how the saved configuration changed the evidences', async () => {
    const received = installFakeApi(() =>
      json(200, {
        subambit_ids: [11],
        legal_scope_ids: [3],
        not_applicable_legal_requirement_ids: [],
        evidences: { created: 2, removed: 1, kept: 1 },
      }),
    );

    const changes = await dataProvider.saveModuleConfiguration(7, {
      subambit_ids: [11],
      legal_scope_ids: [3],
      not_applicable_legal_requirement_ids: [],
    });

    expect(changes).toEqual({ created: 2, removed: 1, kept: 1 });
    expect(bodyOf(received[0].body)).toEqual({ subambit_ids: [11], legal_scope_ids: [3], not_applicable_legal_requirement_ids: [] });
  });

  it('names the node of a responsibility with the field of its level (spec §5)', async () => {
    const received = installFakeApi((request) => (request.method === 'DELETE' ? json(204, null) : json(201, {})));

    await dataProvider.addResponsibility(7, 'ambit', 2, 9);
    await dataProvider.addResponsibility(7, 'requirement', 4, 9);
    await dataProvider.removeResponsibility(7, 'requirement', 4, 9);

    expect(received[0].url.pathname).toBe('/api/legal-requirement-module/7/responsibility/ambit');
    expect(bodyOf(received[0].body)).toEqual({ legal_ambit_id: 2, responsible_user_id: 9 });
    expect(bodyOf(received[1].body)).toEqual({ legal_requirement_id: 4, responsible_user_id: 9 });
    expect(received[2].url.pathname).toBe('/api/legal-requirement-module/7/responsibility/requirement/4/user/9');
  });

  it('reads and saves the e-mail periodicity of the center', async () => {
    const received = installFakeApi((request) =>
      json(200, { id: 1, center: { id: 7, name: 'Tintoreria' }, periodicity: request.method === 'POST' ? 'WEEKLY' : 'MONTHLY' }),
    );

    expect(await dataProvider.getNotificationPeriodicity(7)).toBe('MONTHLY');
    expect(await dataProvider.saveNotificationPeriodicity(7, 'WEEKLY')).toBe('WEEKLY');
    expect(received[0].url.pathname).toBe('/api/evidence-mail-notification-periodicity/7');
    expect(bodyOf(received[1].body)).toEqual({ center_id: 7, periodicity: 'WEEKLY' });
  });
});
