import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorFromResponse } from '../../src/dataProvider/apiError';
import type { AppDataProvider, EmailConfiguration } from '../../src/dataProvider';
import EmailConfigurationPage from '../../src/resources/consultancy/EmailConfigurationPage';
import { EMAIL_CONFIGURATION_ROUTE } from '../../src/resources/consultancy/emailConfigurationPath';
import { json } from './support/fakeApi';
import { testI18nProvider } from './support/testI18nProvider';

const stored: EmailConfiguration = {
  host: 'smtp.verda.cat',
  port: 465,
  username: 'avisos@verda.cat',
  use_tls: false,
  use_ssl: true,
  has_password: true,
  consultancy_id: 4,
  consultancy: { id: 4, name: 'Verda Consultors' },
};

const renderPage = async (calls: Partial<AppDataProvider>) => {
  const dataProvider = {
    getOne: async () => ({ data: { id: 4, name: 'Verda Consultors', domain_name: 'verda.cat', logo: null, centerList: [] } }),
    ...calls,
  } as AppDataProvider;
  render(
    <TestMemoryRouter initialEntries={['/consultancy/4/email-configuration']}>
      <Admin dataProvider={dataProvider} i18nProvider={await testI18nProvider('en')}>
        <CustomRoutes>
          <Route path={EMAIL_CONFIGURATION_ROUTE} element={<EmailConfigurationPage />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return screen.findByRole('heading', { name: 'Outgoing mail server (SMTP)' });
};

const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

describe('e-mail configuration page', () => {
  it('shows an empty form on the submission port when nothing is configured yet (404), not an error', async () => {
    const getEmailConfiguration = vi.fn(async () => null);
    await renderPage({ getEmailConfiguration });

    expect(getEmailConfiguration).toHaveBeenCalledWith('4');
    expect(screen.getByLabelText(/^Server/)).toHaveValue('');
    expect(screen.getByLabelText(/^Port/)).toHaveValue(587);
    expect(passwordInput()).toHaveAttribute('placeholder', 'No password stored yet');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a password is stored without showing it, and keeps it when the field is left empty', async () => {
    const saveEmailConfiguration = vi.fn(async () => stored);
    await renderPage({ getEmailConfiguration: async () => stored, saveEmailConfiguration });

    expect(screen.getByLabelText(/^Server/)).toHaveValue('smtp.verda.cat');
    expect(passwordInput()).toHaveValue('');
    expect(passwordInput()).toHaveAttribute('placeholder', 'A password is stored: leave it empty to keep it');
    expect(screen.getByText('Kept only while the server, port and user stay the same.')).toBeVisible();

    fireEvent.click(screen.getByRole('switch', { name: 'Use TLS (STARTTLS)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saveEmailConfiguration).toHaveBeenCalledTimes(1));
    expect(saveEmailConfiguration).toHaveBeenCalledWith('4', expect.objectContaining({ host: 'smtp.verda.cat', password: '' }));
  });

  it('asks for the password again once the server, port or user changes, and shows the server’s refusal on the field', async () => {
    const refusal = await apiErrorFromResponse(
      json(400, {
        detail: 'password: Enter the password again: it is only sent to the server it was saved for.',
        code: 'validation_error',
        fields: { password: 'Enter the password again: it is only sent to the server it was saved for.' },
      }),
    );
    const saveEmailConfiguration = vi.fn(async () => Promise.reject(refusal));
    await renderPage({ getEmailConfiguration: async () => stored, saveEmailConfiguration });
    const again = 'The server, port or user changed: type the password again (the stored one is only sent to the server it was saved for).';

    fireEvent.change(screen.getByLabelText(/^Port/), { target: { value: '587' } });
    expect(screen.getByText(again)).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^Port/), { target: { value: '465' } });
    expect(screen.queryByText(again)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Server/), { target: { value: 'mail.elsewhere.example' } });
    expect(screen.getByText(again)).toBeVisible();
    expect(passwordInput()).toHaveAttribute('placeholder', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter the password again: it is only sent to the server it was saved for.')).toBeVisible();
    expect(saveEmailConfiguration).toHaveBeenCalledWith('4', expect.objectContaining({ host: 'mail.elsewhere.example', password: '' }));
  });

  it('asks nothing again while no password is stored', async () => {
    await renderPage({ getEmailConfiguration: async () => ({ ...stored, has_password: false }) });
    fireEvent.change(screen.getByLabelText(/^Server/), { target: { value: 'mail.elsewhere.example' } });
    expect(passwordInput()).toHaveAttribute('placeholder', 'No password stored yet');
    expect(screen.queryByText(/type the password again/)).not.toBeInTheDocument();
  });

  it('switches TLS off when SSL is switched on: the server refuses both', async () => {
    await renderPage({ getEmailConfiguration: async () => null });
    const tls = screen.getByRole('switch', { name: 'Use TLS (STARTTLS)' });
    expect(tls).toBeChecked();

    fireEvent.click(screen.getByRole('switch', { name: 'Use SSL' }));

    expect(screen.getByRole('switch', { name: 'Use SSL' })).toBeChecked();
    expect(tls).not.toBeChecked();
  });

  it("shows the server's plain-words SMTP error in the page when the test e-mail fails", async () => {
    const smtpError = await apiErrorFromResponse(
      json(502, { detail: 'The SMTP server refused the connection: check the host and the port.', code: 'smtp_error' }),
    );
    const sendTestEmail = vi.fn(async () => Promise.reject(smtpError));
    await renderPage({ getEmailConfiguration: async () => stored, sendTestEmail });

    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'eva@client.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send test e-mail' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The test e-mail could not be sent: The SMTP server refused the connection/)).toBeVisible();
    expect(sendTestEmail).toHaveBeenCalledWith('4', 'eva@client.test');
  });

  it('says where the test e-mail went when it was sent', async () => {
    await renderPage({
      getEmailConfiguration: async () => stored,
      sendTestEmail: async () => ({ sent: true, to: 'admin@verda.cat' }),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send test e-mail' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Sent to admin@verda.cat');
  });
});
