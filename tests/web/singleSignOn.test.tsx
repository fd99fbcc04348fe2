import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AppDataProvider, SignInOptions, SignInSettings } from '../../src/dataProvider';
import { LoginPage } from '../../src/login/LoginPage';
import SignInSettingsPage from '../../src/resources/consultancy/SignInSettingsPage';
import { SIGN_IN_SETTINGS_ROUTE } from '../../src/resources/consultancy/signInSettingsPath';
import { authProviderFor } from './support/authProviderFor';
import { testI18nProvider } from './support/testI18nProvider';

const signedOut: AuthProvider = { ...authProviderFor('admin'), checkAuth: async () => Promise.reject(new Error('signed out')) };

const renderLoginPage = async (getSignInOptions: (email: string) => Promise<SignInOptions>) => {
  render(
    <TestMemoryRouter initialEntries={['/login']}>
      <Admin
        dataProvider={{ getSignInOptions } as unknown as AppDataProvider}
        authProvider={signedOut}
        loginPage={LoginPage}
        i18nProvider={await testI18nProvider('en')}
        requireAuth
      >
        <CustomRoutes>
          <Route path="/" element={<p>home</p>} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return screen.findByRole('textbox', { name: /^Email/ });
};

describe('login page: single sign-on', () => {
  it('offers the provider of the typed e-mail’s consultancy, and says when passwords are off', async () => {
    const getSignInOptions = vi.fn(async () => ({ single_sign_on: true, provider_name: 'Keycloak', password_sign_in: false }));
    fireEvent.change(await renderLoginPage(getSignInOptions), { target: { value: 'nuria@verda.cat' } });

    expect(await screen.findByRole('button', { name: 'Continue with Keycloak' }, { timeout: 3000 })).toBeVisible();
    expect(screen.getByText('Your organisation signs in with Keycloak: passwords are not used.')).toBeVisible();
    expect(getSignInOptions).toHaveBeenCalledWith('nuria@verda.cat');
  });

  it('shows no provider while the e-mail is incomplete or its consultancy has none', async () => {
    const getSignInOptions = vi.fn(async () => ({ single_sign_on: false, provider_name: null, password_sign_in: true }));
    const email = await renderLoginPage(getSignInOptions);
    fireEvent.change(email, { target: { value: 'nuria@' } });
    fireEvent.change(email, { target: { value: 'ana@elsewhere.example' } });

    await waitFor(() => expect(getSignInOptions).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(getSignInOptions).toHaveBeenCalledWith('ana@elsewhere.example');
    expect(screen.queryByRole('button', { name: /^Continue with/ })).not.toBeInTheDocument();
  });
});

const stored: SignInSettings = {
  provider_name: 'Keycloak',
  issuer: 'https://sso.verda.cat/realms/verda',
  client_id: 'envcomply',
  has_secret: true,
  enabled: true,
  password_sign_in: true,
  redirect_uri: 'https://envcomply.verda.cat/api/sso/callback',
  consultancy_id: 4,
  consultancy: { id: 4, name: 'Verda Consultors' },
};

describe('sign-in settings page', () => {
  it('shows the address to register and whether a secret is kept, never the secret', async () => {
    const getSignInSettings = vi.fn(async () => stored);
    render(
      <TestMemoryRouter initialEntries={['/consultancy/4/sign-in']}>
        <Admin dataProvider={{ getSignInSettings } as unknown as AppDataProvider} i18nProvider={await testI18nProvider('en')}>
          <CustomRoutes>
            <Route path={SIGN_IN_SETTINGS_ROUTE} element={<SignInSettingsPage />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'Single sign-on (OpenID Connect)' })).toBeVisible();
    expect(getSignInSettings).toHaveBeenCalledWith('4');
    expect(screen.getByTestId('redirect-uri')).toHaveTextContent('https://envcomply.verda.cat/api/sso/callback');
    const secret = screen.getByLabelText('Client secret', { selector: 'input' });
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'A secret is stored: leave it empty to keep it');
    expect(screen.getByLabelText(/^Issuer/)).toHaveValue('https://sso.verda.cat/realms/verda');
  });

  it('says the secret is kept only for the same issuer, and asks for it again when the issuer changes', async () => {
    render(
      <TestMemoryRouter initialEntries={['/consultancy/4/sign-in']}>
        <Admin
          dataProvider={{ getSignInSettings: async () => stored } as unknown as AppDataProvider}
          i18nProvider={await testI18nProvider('es_ES')}
        >
          <CustomRoutes>
            <Route path={SIGN_IN_SETTINGS_ROUTE} element={<SignInSettingsPage />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>,
    );

    const issuer = await screen.findByLabelText(/^Emisor/);
    expect(screen.getByText('Se mantiene solo mientras el emisor no cambie.')).toBeVisible();
    fireEvent.change(issuer, { target: { value: 'https://login.microsoftonline.com/otro/v2.0' } });
    expect(
      screen.getByText(
        'Ha cambiado el emisor: vuelva a escribir el secreto de cliente (el guardado solo se envía al proveedor para el que se guardó).',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Se mantiene solo mientras el emisor no cambie.')).not.toBeInTheDocument();
  });
});
