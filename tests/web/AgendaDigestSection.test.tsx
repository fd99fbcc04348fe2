import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { AgendaDigestSection } from '../../src/custom-pages/profile/AgendaDigestSection';
import { testI18nProvider } from './support/testI18nProvider';

describe('the weekly agenda digest switch of the profile', () => {
  it('shows the saved choice and saves a change through PUT /api/profile/agenda-digest', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 'agenda-digest', enabled: false, language: null } }));
    const update = vi.fn(async () => ({ data: { id: 'agenda-digest', enabled: true, language: 'ca' } }));
    render(
      <AdminContext dataProvider={testDataProvider({ getOne, update } as never)} i18nProvider={await testI18nProvider('ca_ES')}>
        <AgendaDigestSection />
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { name: 'Resum setmanal de l’agenda' })).toBeVisible();
    const toggle = screen.getByRole('switch', { name: 'Rebre el resum setmanal per correu electrònic' });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    fireEvent.click(toggle);
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('profile', expect.objectContaining({ id: 'agenda-digest', data: { enabled: true } })),
    );
    expect(getOne).toHaveBeenCalledWith('profile', expect.objectContaining({ id: 'agenda-digest' }));
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

describe('the digest switch without a mail server', () => {
  const renderDigest = async (role: string, answer: Record<string, unknown>) => {
    const getOne = vi.fn(async () => ({ data: { id: 'agenda-digest', enabled: false, language: null, ...answer } }));
    const authProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => role,
    };
    render(
      <AdminContext
        dataProvider={testDataProvider({ getOne } as never)}
        authProvider={authProvider}
        i18nProvider={await testI18nProvider('es_ES')}
      >
        <AgendaDigestSection />
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getByRole('switch')).toBeEnabled());
  };

  it('tells an admin that nothing will be mailed and where the mail server is set up', async () => {
    await renderDigest('admin', { mail_ready: false, mail_consultancy_id: 7 });
    expect(await screen.findByText(/No hay ningún servidor de correo configurado/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Configurar el correo' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/consultancy\/7\/email-configuration$/),
    );
  });

  it('tells anyone else plainly, without a link they could not open', async () => {
    await renderDigest('collaborator', { mail_ready: false, mail_consultancy_id: null });
    expect(await screen.findByText(/hasta que un administrador lo configure/)).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing more when the mail server is ready', async () => {
    await renderDigest('admin', { mail_ready: true, mail_consultancy_id: 7 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/servidor de correo/)).toBeNull();
  });
});
