import { act, render, screen } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastStack } from '../../src/layout/ToastStack';
import { testI18nProvider } from './support/testI18nProvider';

const TwoNotifications = () => {
  const notify = useNotify();
  useEffect(() => {
    notify('resources.profile.notifications.saved', { type: 'success' });
    notify('errors.email_taken', { type: 'error' });
  }, [notify]);
  return null;
};

const SavedTwice = () => {
  const notify = useNotify();
  useEffect(() => {
    notify('resources.profile.notifications.saved', { type: 'success' });
    setTimeout(() => notify('resources.profile.notifications.saved', { type: 'success' }), 2000);
  }, [notify]);
  return null;
};

describe('toasts', () => {
  it('shows one toast for two saves in a row, which stays its full time after the second', async () => {
    vi.useFakeTimers();
    render(
      <AdminContext i18nProvider={await testI18nProvider('es_ES')}>
        <SavedTwice />
        <ToastStack />
      </AdminContext>,
    );
    await act(async () => undefined);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Perfil guardado']);

    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Perfil guardado']);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1100));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    vi.useRealTimers();
  });

  it('stacks several translated notifications at once and removes each after its time', async () => {
    vi.useFakeTimers();
    render(
      <AdminContext i18nProvider={await testI18nProvider('es_ES')}>
        <TwoNotifications />
        <ToastStack />
      </AdminContext>,
    );
    await act(async () => undefined);

    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Perfil guardado', 'Ya hay otro usuario con este correo electrónico.']);

    await act(async () => vi.advanceTimersByTime(4100));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    vi.useRealTimers();
  });
});
