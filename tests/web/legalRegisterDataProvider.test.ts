import { beforeEach, describe, expect, it } from 'vitest';
import { storeTokens } from '../../src/authProvider/tokens';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { accessToken, installFakeApi, json } from './support/fakeApi';

const dataProvider = createDataProvider(createHttpClient({ getLocale: () => 'ca_ES' }));

const requirement = {
  id: 4,
  name: "Autorització d'abocament",
  name_spanish: 'Autorización de vertido',
  name_catalan: "Autorització d'abocament",
  evidence_name_spanish: 'Resolución',
  evidence_name_catalan: 'Resolució',
  order: 2,
  legal_text: { id: 9, name: 'Ley 22/1988 de Costas' },
  subambit: { id: 3, name: 'Abocaments' },
};

beforeEach(() => storeTokens({ access: accessToken('admin') }));

describe('legal register writes', () => {
  it('reads a requirement with the legal_text_id its form edits and writes it back as the spec §7 form', async () => {
    const received = installFakeApi(() => json(200, requirement));

    const { data } = await dataProvider.getOne('legal-requirement', { id: 4 });
    await dataProvider.update('legal-requirement', { id: 4, data: { ...data, order: 1 }, previousData: data });

    expect(data.legal_text_id).toBe(9);
    const form = received[1].body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries(form)).toEqual({
      name_spanish: 'Autorización de vertido',
      name_catalan: "Autorització d'abocament",
      evidence_name_spanish: 'Resolución',
      evidence_name_catalan: 'Resolució',
      order: '1',
      legal_text_id: '9',
    });
  });

  it('writes a legal text as JSON, its article list kept as a list', async () => {
    const received = installFakeApi(() => json(201, { id: 1 }));

    await dataProvider.create('legal-text', {
      data: { name: 'Ley 22/1988 de Costas', texts: ['Artículo 44'], legal_scope_id: 2, subambit_id: 3 },
    });

    expect(JSON.parse(received[0].body as string)).toEqual({
      name: 'Ley 22/1988 de Costas',
      texts: ['Artículo 44'],
      legal_scope_id: 2,
      subambit_id: 3,
    });
  });

  it('imports a workbook as a dry run first, and sends no dry_run for the real import', async () => {
    const received = installFakeApi(() => json(200, { dry_run: true, rows: 0, summary: {} }));
    const workbook = new File(['PK'], 'registre.xlsx');

    await dataProvider.importLegalRegister(workbook, true);
    await dataProvider.importLegalRegister(workbook, false);

    const [dryRun, realImport] = received.map((request) => request.body as FormData);
    expect(received[0].url.pathname).toBe('/api/legal-register/import');
    expect(dryRun.get('dry_run')).toBe('true');
    expect(dryRun.get('file')).toBeInstanceOf(File);
    expect(realImport.has('dry_run')).toBe(false);
  });
});
