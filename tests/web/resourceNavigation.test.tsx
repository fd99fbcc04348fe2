import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { withSpecPaths } from '../../src/resources/withSpecPaths';
import { authProviderFor } from './support/authProviderFor';
import { testI18nProvider } from './support/testI18nProvider';

const dataProvider = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;

const RequirementList = () => (
  <div>
    <p>Autorización de vertido al mar</p>
    <Link to="/legal-text">Textos legales</Link>
  </div>
);

describe('moving from one resource page to another', () => {
  it("shows the loading page at once, never the previous resource's rows, while the next page's code loads", async () => {
    let arrive: (page: { default: ComponentType }) => void = () => undefined;
    const TextList = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = resolve;
        }),
    );
    render(
      <TestMemoryRouter initialEntries={['/legal-requirement']}>
        <Admin dataProvider={dataProvider} authProvider={authProviderFor('admin')} i18nProvider={await testI18nProvider('es_ES')}>
          <Resource {...withSpecPaths('legal-requirement', { list: RequirementList })} />
          <Resource {...withSpecPaths('legal-text', { list: TextList })} />
        </Admin>
      </TestMemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Textos legales' }));
    // The texts' code has not arrived: the requirements must be gone all the same.
    await waitFor(() => expect(screen.queryByText('Autorización de vertido al mar')).toBeNull(), { timeout: 3000 });
    await act(async () => arrive({ default: () => <p>Ley 22/1988 de Costas</p> }));
    expect(await screen.findByText('Ley 22/1988 de Costas')).toBeInTheDocument();
  }, 30_000);
});
