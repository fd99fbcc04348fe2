import { render, screen, waitFor, within } from '@testing-library/react';
import { Admin, CustomRoutes, Resource, TestMemoryRouter, Title, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CenterAgendaPage from '../../src/custom-pages/agenda/CenterAgendaPage';
import { CENTER_AGENDA_ROUTE } from '../../src/custom-pages/agenda/paths';
import { AppLayout } from '../../src/layout/AppLayout';
import { menuEntryOf } from '../../src/layout/PageTrail';
import { authProviderFor } from './support/authProviderFor';
import { testI18nProvider } from './support/testI18nProvider';

const dataProvider = {
  getList: async () => ({ data: [], total: 0 }),
  getOne: async () => ({ data: { id: 8, name: 'Revisión del registro legal' } }),
} as unknown as DataProvider;

describe('the page trail', () => {
  it('finds the menu entry a page belongs to, for the role, and leaves the pages with their own trail alone', () => {
    expect(menuEntryOf('/residue/create', 'admin')?.entry.to).toBe('/residue');
    expect(menuEntryOf('/project/worked-hours-by-user-resume', 'collaborator')?.entry.to).toBe('/project/worked-hours-by-user-resume');
    expect(menuEntryOf('/project/8/task/3', 'admin')?.entry.to).toBe('/project');
    expect(menuEntryOf('/project-ambit', 'admin')?.entry.to).toBe('/project-ambit');
    // The same /center entry sits under Administration for admins and under Centers for the others.
    expect(menuEntryOf('/center/3/home', 'admin')?.group.id).toBe('administration');
    expect(menuEntryOf('/center/3/home', 'client')?.group.id).toBe('centers');
    expect(menuEntryOf('/center/module-activation/3', 'admin')?.entry.to).toBe('/center');
    expect(menuEntryOf('/center/legal-requirement-module/3/inventory/subambits', 'admin')).toBeUndefined();
    expect(menuEntryOf('/legal-manager/area/1', 'admin')).toBeUndefined();
    expect(menuEntryOf('/center/3/agenda', 'admin')).toBeUndefined();
    expect(menuEntryOf('/legal-manager/migration', 'admin')?.entry.to).toBe('/legal-manager/migration');
    expect(menuEntryOf('/', 'admin')).toBeUndefined();
  });

  it('shows module > list > record > page above a page below a record, the page named by its title', async () => {
    render(
      <TestMemoryRouter initialEntries={['/project/8/task/3']}>
        <Admin
          dataProvider={dataProvider}
          authProvider={authProviderFor('admin')}
          i18nProvider={await testI18nProvider('es_ES')}
          layout={AppLayout}
        >
          <Resource name="project" list={() => null} recordRepresentation="name" />
          <CustomRoutes>
            <Route path="/project/:projectId/task/:taskId" element={<Title title="Tarea Toma de datos" />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    const trail = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    await waitFor(() => expect(trail).toHaveTextContent('Proyectos/Revisión del registro legal/Tarea Toma de datos'));
    expect(within(trail).getByRole('link', { name: 'Proyectos' })).toHaveAttribute('href', '/project');
    expect(within(trail).getByRole('link', { name: 'Revisión del registro legal' })).toHaveAttribute('href', '/project/8');
  }, 30_000);

  it("shows one trail on a center's agenda: center > agenda", async () => {
    render(
      <TestMemoryRouter initialEntries={['/center/3/agenda']}>
        <Admin
          dataProvider={
            {
              getList: async () => ({ data: [], total: 0 }),
              getOne: async () => ({ data: { id: 3, name: 'Planta de Sabadell', autonomous_community: 'ES-CT' } }),
            } as unknown as DataProvider
          }
          authProvider={authProviderFor('admin')}
          i18nProvider={await testI18nProvider('es_ES')}
          layout={AppLayout}
        >
          <CustomRoutes>
            <Route path={CENTER_AGENDA_ROUTE} element={<CenterAgendaPage />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Agenda del centro' })).toBeVisible();
    const trails = screen.getAllByRole('navigation', { name: 'Ruta de navegación' });
    expect(trails).toHaveLength(1);
    expect(trails[0]).toHaveTextContent(/^Planta de Sabadell\/Agenda del centro$/);
  }, 30_000);
});
