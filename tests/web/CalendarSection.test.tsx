import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { CalendarSection } from '../../src/custom-pages/profile/CalendarSection';
import { testI18nProvider } from './support/testI18nProvider';

const URL_ONCE = 'https://app.example/api/agenda/feed/abc123.ics';

/** A fake API with one calendar link slot: getOne reads it, create fills it, delete empties it. */
function fakeFeedApi() {
  let active = false;
  const dataProvider = testDataProvider({
    getOne: vi.fn(async () => ({
      data: { id: 'agenda-feed', active, created_at: active ? '2026-11-27T08:00:00Z' : null, last_used_at: null, language: 'es' },
    })) as never,
    create: vi.fn(async () => {
      active = true;
      return { data: { id: 1, url: URL_ONCE } };
    }) as never,
    delete: vi.fn(async () => {
      active = false;
      return { data: { id: 'agenda-feed' } };
    }) as never,
  });
  return dataProvider;
}

describe('the profile calendar section', () => {
  it('makes a link, shows it once with the steps for Outlook and Google, and revokes it', async () => {
    const dataProvider = fakeFeedApi();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={await testI18nProvider('es_ES')}>
        <CalendarSection />
      </AdminContext>,
    );
    expect(await screen.findByText('No tiene ningún enlace de calendario.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear el enlace' }));
    expect(await screen.findByDisplayValue(URL_ONCE)).toBeTruthy();
    expect(screen.getByText(/^Outlook:/)).toBeTruthy();
    expect(screen.getByText(/^Google Calendar:/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar el enlace' })).toBeTruthy();
    expect(await screen.findByText(/último uso: todavía ninguno/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revocar el enlace' }));
    await waitFor(() => expect(screen.queryByDisplayValue(URL_ONCE)).toBeNull());
    expect(await screen.findByText('No tiene ningún enlace de calendario.')).toBeTruthy();
    expect(dataProvider.delete).toHaveBeenCalledWith('profile', { id: 'agenda-feed' });
  });
});
