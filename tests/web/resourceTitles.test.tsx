import { render, screen } from '@testing-library/react';
import { AdminContext, CreateBase, useCreateContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { testI18nProvider } from './support/testI18nProvider';

const Title = () => <h1>{useCreateContext().defaultTitle}</h1>;

const renderCreateTitle = async (resource: string, locale: 'en' | 'es_ES' | 'ca_ES') =>
  render(
    <AdminContext i18nProvider={await testI18nProvider(locale)}>
      <CreateBase resource={resource}>
        <Title />
      </CreateBase>
    </AdminContext>,
  );

describe("a create page's title", () => {
  it.each([
    ['user', 'es_ES', 'Crear usuario'],
    ['residue', 'es_ES', 'Crear residuo'],
    ['user', 'ca_ES', 'Crea usuari'],
    ['metabase-access', 'ca_ES', 'Crea accés a Metabase'],
    ['user', 'en', 'Create User'],
  ] as const)('names %s in lower case inside the sentence in %s: "%s"', async (resource, locale, title) => {
    await renderCreateTitle(resource, locale);
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
  });

  it('keeps an acronym in capitals', async () => {
    const { lowerFirst } = await import('../../src/i18n/lowerFirst');
    expect(lowerFirst('LER')).toBe('LER');
    expect(lowerFirst('Usuario')).toBe('usuario');
  });
});
