import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { pendingSecondFactor } from '../../src/authProvider/secondFactor';
import { secondFactorPrompt } from '../../src/authProvider/secondFactorPrompt';
import { openLoginPageWhenSignedOut } from '../../src/authProvider/signedOut';
import { clearTokens, storeTokens } from '../../src/authProvider/tokens';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { HttpError } from 'react-admin';
import { accessToken, installFakeApi, json } from './support/fakeApi';

const authProvider = createAuthProvider(createHttpClient({ getLocale: () => 'es_ES' }));

describe('authProvider', () => {
  it('signs in asking for the refresh token in the server’s HttpOnly cookie, and keeps only the access token; the role comes from it', async () => {
    const access = accessToken('collaborator', 12);
    const received = installFakeApi(() => json(200, { access, refresh: '' }));

    await authProvider.login({ email: 'eva@consultora.test', password: 'secret-pass' });

    expect(received[0].url.pathname).toBe('/api/login');
    expect(received[0].headers.get('X-Refresh-Cookie')).toBe('1');
    expect(JSON.parse(received[0].body as string)).toEqual({ email: 'eva@consultora.test', password: 'secret-pass' });
    expect(Cookies.get('access_token')).toBe(access);
    expect(Cookies.get('refresh_token')).toBeUndefined();
    expect(await authProvider.getPermissions?.({})).toBe('collaborator');
    expect(await authProvider.canAccess?.({ resource: 'user', action: 'list' })).toBe(false);
  });

  it('rejects wrong credentials with the catalogue message, storing nothing', async () => {
    installFakeApi(() => json(401, { detail: 'Invalid credentials', code: 'invalid_credentials' }));

    await expect(authProvider.login({ email: 'eva@consultora.test', password: 'bad' })).rejects.toMatchObject({
      message: 'errors.invalid_credentials',
      status: 401,
    });
    expect(Cookies.get('access_token')).toBeUndefined();
  });

  it('waits for the code step when a second factor is asked for, and stores the tokens it earns', async () => {
    Cookies.remove('access_token', { path: '/' });
    const access = accessToken('admin', 3);
    installFakeApi((request) =>
      request.url.pathname === '/api/login'
        ? json(200, { two_factor_required: true, setup_required: false, challenge: 'sealed' })
        : json(200, { access, refresh: '' }),
    );

    const signingIn = authProvider.login({ email: 'eva@consultora.test', password: 'secret-pass' });
    await vi.waitFor(() => expect(pendingSecondFactor()).not.toBeNull());
    expect(Cookies.get('access_token')).toBeUndefined();
    await secondFactorPrompt(pendingSecondFactor()!).verify('123456');
    await signingIn;

    expect(pendingSecondFactor()).toBeNull();
    expect(Cookies.get('access_token')).toBe(access);
  });

  it('logs out on the server, which reads the refresh cookie, then forgets the session; a script-readable refresh token of old is removed too', async () => {
    Cookies.set('refresh_token', 'from-before', { path: '/' });
    storeTokens({ access: accessToken() });
    expect(Cookies.get('refresh_token')).toBeUndefined();
    const received = installFakeApi(() => json(204, null));

    await authProvider.logout({});

    expect(received[0].url.pathname).toBe('/api/logout');
    expect(received[0].headers.get('X-Refresh-Cookie')).toBe('1');
    expect(JSON.parse(received[0].body as string)).toEqual({});
    expect(Cookies.get('access_token')).toBeUndefined();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });

  it('ends the session on a 401 (the client already tried a refresh) but keeps it on 403', async () => {
    installFakeApi(() => json(401, { detail: 'Expired', code: 'token_not_valid' }));
    const unauthorised = await authProvider.getIdentity?.().catch((error: unknown) => error);

    await expect(authProvider.checkError(unauthorised)).rejects.toMatchObject({ status: 401 });
    await expect(authProvider.checkError(new HttpError('errors.permission_denied', 403, {}))).resolves.toBeUndefined();
  });

  it('names the signed-in user from the profile, with the picture as avatar', async () => {
    storeTokens({ access: accessToken() });
    installFakeApi(() =>
      json(200, {
        id: 1,
        name: 'Admin Verde',
        email: 'a@v.test',
        role: 'admin',
        profile_picture: '/files/p.png',
        enterpriseList: [],
        centerList: [],
      }),
    );

    expect(await authProvider.getIdentity?.()).toEqual({ id: 1, fullName: 'Admin Verde', avatar: '/files/p.png' });
  });

  it('lets a page load only with a live session, renewing an expired access token first', async () => {
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();

    storeTokens({ access: 'not-a-jwt' });
    const renewed = accessToken('client', 4);
    const received = installFakeApi(() => json(200, { access: renewed, refresh: '' }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(received.map(({ url }) => url.pathname)).toEqual(['/api/token/refresh']);
    expect(Cookies.get('access_token')).toBe(renewed);
  });

  it('opens a protected address when only the session mark is left (the refresh cookie is out of the page’s reach), else the login page', () => {
    const openAt = (path: string) => {
      window.history.replaceState(null, '', path);
      openLoginPageWhenSignedOut();
      return window.location.pathname;
    };
    clearTokens();
    expect(openAt('/user')).toBe('/login');
    storeTokens({ access: accessToken() });
    Cookies.remove('access_token', { path: '/' });
    expect(openAt('/user')).toBe('/user');
    clearTokens();
  });
});
