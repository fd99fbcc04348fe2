import { render, screen } from '@testing-library/react';
import { Admin, Resource, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { AppLayout } from '../../src/layout/AppLayout';
import { authProviderFor } from './support/authProviderFor';
import { testI18nProvider } from './support/testI18nProvider';

const dataProvider = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;

const renderAppAs = async (role: Role) =>
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProviderFor(role)}
        i18nProvider={await testI18nProvider('ca_ES')}
        layout={AppLayout}
        dashboard={() => <p>inici</p>}
      >
        <Resource name="project-ambit" list={() => null} />
        <Resource name="consultancy" list={() => null} />
        <Resource name="enterprise" list={() => null} />
        <Resource name="center" list={() => null} />
        <Resource name="user" list={() => null} />
      </Admin>
    </TestMemoryRouter>,
  );

describe('sidebar menu', () => {
  it('shows an admin the module groups with their entries, in Catalan', async () => {
    await renderAppAs('admin');

    expect(await screen.findByText('Administració')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Projectes' })).toHaveAttribute('href', '/project');
    expect(screen.getByRole('menuitem', { name: 'Finances anuals' })).toHaveAttribute('href', '/project/reports/yearly-finances');
    expect(screen.getByRole('menuitem', { name: 'Usuaris' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('menuitem', { name: 'Àmbits de projecte' })).toHaveAttribute('href', '/project-ambit');
    expect(screen.getByRole('menuitem', { name: 'Consultories' })).toHaveAttribute('href', '/consultancy');
    expect(screen.getByRole('menuitem', { name: 'Empreses' })).toHaveAttribute('href', '/enterprise');
    expect(screen.getByRole('menuitem', { name: 'Centres' })).toHaveAttribute('href', '/center');
    expect(screen.queryByRole('menuitem', { name: 'Els meus centres' })).not.toBeInTheDocument();
  });

  it.each(['collaborator', 'client'] as const)('hides groups with no entry a %s may open', async (role) => {
    await renderAppAs(role);

    expect(await screen.findByText('inici')).toBeInTheDocument();
    expect(screen.queryByText('Administració')).not.toBeInTheDocument();
    // Collaborators work on projects (their own) and see their hours; clients never see the group.
    if (role === 'client') expect(screen.queryByText('Projectes')).not.toBeInTheDocument();
    else expect(screen.getByRole('menuitem', { name: 'Projectes' })).toHaveAttribute('href', '/project');
    expect(screen.queryByRole('menuitem', { name: 'Finances anuals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Usuaris' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Centres' })).not.toBeInTheDocument();
  });

  it.each(['collaborator', 'client'] as const)('gives a %s "My centers", which lists the centers they can see', async (role) => {
    await renderAppAs(role);

    expect(await screen.findByRole('menuitem', { name: 'Els meus centres' })).toHaveAttribute('href', '/center');
  });
});
