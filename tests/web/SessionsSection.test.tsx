import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SessionsSection } from '../../src/custom-pages/profile/SessionsSection';
import { testI18nProvider } from './support/testI18nProvider';

const session = (id: string, current: boolean, browser: string) => ({
  id,
  browser,
  system: 'Linux',
  address: '192.0.2.10',
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-28T09:30:00.000Z',
  current,
});

const renderSessions = async (sessions: ReturnType<typeof session>[]) => {
  const getList = vi.fn(async () => ({ data: sessions, total: sessions.length }));
  const create = vi.fn(async () => ({ data: { id: 'end-others' } }));
  render(
    <AdminContext dataProvider={testDataProvider({ getList, create } as never)} i18nProvider={await testI18nProvider('es_ES')}>
      <SessionsSection />
    </AdminContext>,
  );
  await screen.findByText(/Firefox en Linux/);
  return { getList, create };
};

describe('the sessions of the profile', () => {
  it('offers to close the other sessions while one is open, and closes them', async () => {
    const { create } = await renderSessions([session('a', true, 'Firefox'), session('b', false, 'Chrome')]);
    const table = screen.getByRole('table', { name: 'Sesiones' });
    expect(within(table).getByText('Esta sesión')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar las demás' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith('profile/sessions/end-others', expect.anything()));
  });

  it('does not offer to close other sessions when this is the only one', async () => {
    await renderSessions([session('a', true, 'Firefox')]);
    expect(screen.getByText('Esta sesión')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cerrar las demás' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });
});
