import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Admin, AdminContext, Resource, TestMemoryRouter, type AuthProvider, type DataProvider, type GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WorkedHoursResumePage from '../../src/custom-pages/projects/WorkedHoursResumePage';
import { dataProvider as appDataProvider } from '../../src/dataProvider';
import ProjectCreate from '../../src/resources/project/ProjectCreate';
import ProjectEdit from '../../src/resources/project/ProjectEdit';
import ProjectList from '../../src/resources/project/ProjectList';
import type { Project, Task } from '../../src/resources/project/types';
import { installFakeApi, json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

// The edit page loads its form, history and task list lazily; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 60_000 });

const centre = { id: 3, name: 'Planta Rubí' };

const project = (overrides: Partial<Project> = {}): Project => ({
  id: 5,
  name: 'Autorització ambiental',
  start_date: '2026-01-01',
  end_date: '2026-06-30',
  expected_hours: 10,
  worked_hours: 9,
  worked_hours_by_user: [{ user: { id: 7, name: 'Pau Soler' }, hours: 9 }],
  price: 2500,
  is_charged: false,
  expected_charge_date: null,
  invoice_number: null,
  state: 'IN_PROGRESS',
  ambit: null,
  center: centre,
  observations: null,
  collaborators_observations: null,
  coordinator: null,
  users: [{ id: 7, name: 'Pau Soler' }],
  ...overrides,
});

const task = (id: number, name: string): Task => ({
  id,
  project: { id: 5, name: 'Autorització ambiental' },
  name,
  description: null,
  expected_hours: 2,
  worked_hours: 0,
  due_date: null,
  status: 'TODO',
  users: [],
});

/** Admins may list project costs; collaborators may not (how the pages tell the roles apart). */
const authFor = (role: 'admin' | 'collaborator'): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
  canAccess: async ({ resource }) => role === 'admin' || resource !== 'project-cost',
});

interface Fixture {
  projects: Project[];
  tasks: Task[];
}

const renderAt = async (path: string, role: 'admin' | 'collaborator', fixture: Fixture) => {
  const getList = vi.fn(async (resource: string, _params: GetListParams) => {
    if (resource === 'project') return { data: fixture.projects, total: fixture.projects.length };
    if (resource === 'project/5/tasks') return { data: fixture.tasks, total: fixture.tasks.length };
    if (resource === 'center') return { data: [centre], total: 1 };
    return { data: [], total: 0 };
  });
  // The module's own calls (copying tasks) go through the app's dataProvider to the fake API.
  const dataProvider = {
    ...appDataProvider,
    getList,
    getOne: async (_resource: string, { id }: { id: number }) => ({ data: fixture.projects.find((row) => String(row.id) === String(id)) }),
    getMany: async (resource: string, { ids }: { ids: number[] }) => ({
      data:
        resource === 'center'
          ? [centre]
          : resource === 'project'
            ? fixture.projects.filter((row) => ids.map(String).includes(String(row.id)))
            : [],
    }),
    getHistory: async () => ({ changes: [], total: 0 }),
  } as unknown as DataProvider;
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} authProvider={authFor(role)} i18nProvider={await testI18nProvider('en')}>
        <Resource name="project" list={ProjectList} create={ProjectCreate} edit={ProjectEdit} />
        <Resource name="center" />
        <Resource name="project-ambit" />
        <Resource name="project-cost" />
        <Resource name="user" />
      </Admin>
    </TestMemoryRouter>,
  );
  return getList;
};

/** The options of the state select, as a user opening it sees them. */
const stateOptions = async () => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^State/ }));
  const options = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return options;
};

afterEach(() => vi.unstubAllGlobals());

describe('project list', () => {
  it('shows worked against expected hours, amber from 80 % and red past 100 %', async () => {
    await renderAt('/project', 'admin', {
      projects: [
        project(),
        project({ id: 6, name: 'Llicència d’obres', worked_hours: 12.5 }),
        project({ id: 8, name: 'Auditoria', worked_hours: 2 }),
      ],
      tasks: [],
    });
    const bar = async (name: string) => within((await screen.findByText(name)).closest('tr')!).getByTestId('hours-bar');
    expect(await bar('Autorització ambiental')).toHaveAttribute('data-level', 'warning');
    expect(await bar('Llicència d’obres')).toHaveAttribute('data-level', 'over');
    expect(await bar('Llicència d’obres')).toHaveTextContent('125 %');
    expect(await bar('Auditoria')).toHaveAttribute('data-level', 'ok');
  });
});

describe('project state input', () => {
  it('offers a new project pending, in progress or finished, never cancelled', async () => {
    await renderAt('/project/create', 'admin', { projects: [], tasks: [] });
    expect(await stateOptions()).toEqual(['Pending', 'In progress', 'Finished']);
  });

  it('offers an admin the moves from the saved state, cancelling included', async () => {
    await renderAt('/project/5', 'admin', { projects: [project()], tasks: [] });
    await screen.findByDisplayValue('Autorització ambiental');
    expect(await stateOptions()).toEqual(['In progress', 'Finished', 'Cancelled']);
  });

  it('lets a collaborator finish a project but not reopen it', async () => {
    await renderAt('/project/5', 'collaborator', { projects: [project({ state: 'FINISHED' })], tasks: [] });
    await screen.findByDisplayValue('Autorització ambiental');
    expect(await stateOptions()).toEqual(['Finished']);
  });

  it('offers an admin reopening a finished project', async () => {
    await renderAt('/project/5', 'admin', { projects: [project({ state: 'FINISHED' })], tasks: [] });
    await screen.findByDisplayValue('Autorització ambiental');
    expect(await stateOptions()).toEqual(['In progress', 'Finished']);
  });
});

describe('copying tasks from another project', () => {
  it('copies the tasks of the chosen project and refreshes the task list', async () => {
    const source = project({ id: 9, name: 'Auditoria 2025', state: 'FINISHED' });
    const fixture: Fixture = { projects: [project(), source], tasks: [task(1, 'Visita a planta')] };
    const received = installFakeApi((request) => {
      if (request.url.pathname === '/api/project/tasks-from-project-to-project') {
        fixture.tasks = [...fixture.tasks, task(2, 'Informe anual'), task(3, 'Revisió de residus')];
        return json(200, { copied: 2 });
      }
      return json(404, { detail: 'Not found.' });
    });
    await renderAt('/project/5', 'admin', fixture);
    expect(await screen.findByText('Visita a planta')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Copy tasks from another project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy tasks into "Autorització ambiental"' });
    const picker = within(dialog).getByRole('combobox', { name: /Source project/ });
    fireEvent.change(picker, { target: { value: 'Audit' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Auditoria 2025' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy tasks' }));

    await waitFor(() => expect(received.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(JSON.parse(String(received[0]!.body))).toEqual({ from_project_id: 9, to_project_id: 5 });
    expect(await screen.findByText('2 tasks copied')).toBeVisible();
    expect(await screen.findByText('Informe anual')).toBeVisible();
    expect(screen.getByText('Revisió de residus')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Copy tasks into/ })).toBeNull());
  });

  it('will not copy a project into itself', async () => {
    const received = installFakeApi(() => json(200, { copied: 0 }));
    await renderAt('/project/5', 'admin', { projects: [project(), project({ id: 9, name: 'Auditoria 2025' })], tasks: [] });
    expect(await screen.findByText('This project has no tasks yet.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Copy tasks from another project' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Source project/ }), { target: { value: 'Autor' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Autorització ambiental' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy tasks' }));
    expect(await within(dialog).findByText('Choose another project')).toBeVisible();
    expect(received.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('copies the chosen tasks into another project', async () => {
    const received = installFakeApi(() => json(200, { copied: 1 }));
    await renderAt('/project/5', 'admin', {
      projects: [project(), project({ id: 9, name: 'Auditoria 2025' })],
      tasks: [task(1, 'Visita a planta'), task(2, 'Informe')],
    });
    const row = (await screen.findByText('Informe')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy to another project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy 1 task to another project' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Target project/ }), { target: { value: 'Audit' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Auditoria 2025' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy tasks' }));
    await waitFor(() => expect(received.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(received[0]!.url.pathname).toBe('/api/project/tasks-from-project-to-another-project');
    expect(JSON.parse(String(received[0]!.body))).toEqual({ task_ids: [2], to_project_id: 9 });
    expect(await screen.findByText('1 task copied')).toBeVisible();
  });

  it('is not offered to collaborators', async () => {
    await renderAt('/project/5', 'collaborator', { projects: [project()], tasks: [task(1, 'Visita a planta')] });
    expect(await screen.findByText('Visita a planta')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy tasks from another project' })).toBeNull();
  });
});

describe('worked-hours resume', () => {
  const resume = {
    user: { id: 7, name: 'Pau Soler' },
    startDate: '2026-01-01',
    endDate: '2026-03-31',
    total_worked_hours: 12.5,
    project_resumes: [
      { project: { id: 5, name: 'Autorització ambiental' }, center: centre, worked_hours: 10 },
      { project: { id: 6, name: 'Llicència d’obres' }, center: centre, worked_hours: 2.5 },
    ],
  };

  const renderResume = async (role: 'admin' | 'collaborator') => {
    const received = installFakeApi(() => json(200, resume));
    // The resume comes through the app's dataProvider, over the fake API; the user picker's lists stay empty.
    const dataProvider = {
      ...appDataProvider,
      getList: async () => ({ data: [], total: 0 }),
      getMany: async () => ({ data: [] }),
    } as unknown as DataProvider;
    render(
      <AdminContext
        dataProvider={dataProvider}
        authProvider={{ ...authFor(role), canAccess: async () => role === 'admin' }}
        i18nProvider={await testI18nProvider('en')}
      >
        <WorkedHoursResumePage />
      </AdminContext>,
    );
    return received;
  };

  it('asks for this year and shows the hours per project with their total', async () => {
    const received = await renderResume('collaborator');
    const table = await screen.findByRole('table', { name: 'Worked hours' });
    const year = new Date().getFullYear();
    expect(received[0]!.url.pathname).toBe('/api/project/worked-hours-by-user-resume');
    expect(Object.fromEntries(received[0]!.url.searchParams)).toEqual({ startDate: `${year}-01-01`, endDate: `${year}-12-31` });
    expect(within(table).getByRole('row', { name: /Autorització ambiental/ })).toHaveTextContent('10');
    expect(within(table).getByRole('row', { name: /Llicència d’obres/ })).toHaveTextContent('2.5');
    expect(screen.getByTestId('resume-total')).toHaveTextContent('12.5');
    expect(screen.getByText('Pau Soler: 12.5 h from 01/01/2026 to 31/03/2026')).toBeVisible();
    // Collaborators see their own hours: there is no user to choose.
    expect(screen.queryByRole('combobox', { name: /User/ })).toBeNull();
  });

  it('lets an admin choose whose hours to show', async () => {
    await renderResume('admin');
    await screen.findByRole('table', { name: 'Worked hours' });
    expect(await screen.findByRole('combobox', { name: /User/ })).toBeVisible();
  });
});
