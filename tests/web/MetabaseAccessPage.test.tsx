import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import MetabaseAccessPage from '../../src/custom-pages/center-modules/MetabaseAccessPage';
import type { AppDataProvider } from '../../src/dataProvider';
import { testI18nProvider } from './support/testI18nProvider';

const unconfigured = {
  getMetabaseAccesses: async () => ({ configured: false, results: [] }),
  getMetabaseEmbeds: async () => ({ configured: false, dashboards: [] }),
  getPage: async () => ({ results: [], count: 0 }),
} as unknown as AppDataProvider;

describe('MetabaseAccessPage', () => {
  it.each([
    ['es_ES', /^El servidor no tiene Metabase configurado: pídalo a quien administra la instalación\./],
    ['ca_ES', /^El servidor no té Metabase configurat: demaneu-ho a qui administra la instal·lació\./],
  ] as const)('says in %s that Metabase is missing and who can set it up, naming no server setting', async (locale, words) => {
    render(
      <AdminContext dataProvider={unconfigured} i18nProvider={await testI18nProvider(locale)}>
        <MetabaseAccessPage />
      </AdminContext>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(words);
    expect(alert.textContent).not.toMatch(/METABASE|SECRET_KEY|_URL/);
  });
});
