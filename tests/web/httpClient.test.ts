import { beforeEach, describe, expect, it } from 'vitest';
import { readAccessToken, storeTokens } from '../../src/authProvider/tokens';
import type { ApiError } from '../../src/dataProvider/apiError';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { accessToken, installFakeApi, json } from './support/fakeApi';

// Through the data provider, as pages see it: every call goes through the same HTTP client.
const dataProvider = createDataProvider(createHttpClient({ getLocale: () => 'es_ES' }));
const page = (results: object[]) => ({ count: results.length, next: null, previous: null, results });
const listParams = { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };

beforeEach(() => {
  storeTokens({ access: accessToken('admin') });
});

describe('errors (spec §8)', () => {
  const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
    try {
      await promise;
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('the call did not fail');
  };

  it('normalises a validation error and hands its fields to the form', async () => {
    installFakeApi(() => json(400, { detail: 'Invalid data', code: 'validation_error', fields: { email: 'Enter a valid e-mail' } }));

    const error = await failure(dataProvider.create('user', { data: { email: 'nope' } }));

    expect(error).toMatchObject({ status: 400, code: 'validation_error', detail: 'Invalid data' });
    expect(error.message).toBe('errors.validation_error');
    expect(error.body.errors).toEqual({ email: 'Enter a valid e-mail' });
  });

  it('falls back to the status key when the server says nothing useful', async () => {
    installFakeApi(() => new Response('<html>gateway</html>', { status: 404, statusText: 'Not Found' }));

    const error = await failure(dataProvider.getOne('user', { id: 1 }));

    expect(error).toMatchObject({ status: 404, code: 'error_404', detail: 'error_404', message: 'error_404' });
  });

  it('uses the general error key when there is no response at all', async () => {
    installFakeApi(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await failure(dataProvider.getOne('user', { id: 1 }));

    expect(error).toMatchObject({ detail: 'error_was_ocurred', statusText: 'error_was_ocurred', message: 'error_was_ocurred' });
  });

  it('shows the server detail for a code the catalogue does not know', async () => {
    installFakeApi(() => json(418, { detail: 'Tea time', code: 'teapot' }));

    const error = await failure(dataProvider.getOne('user', { id: 1 }));

    expect(error).toMatchObject({ status: 418, code: 'teapot', message: 'Tea time' });
  });
});

describe('an expired access token (401)', () => {
  it('is refreshed once, and the call is retried with the new token', async () => {
    const renewed = accessToken('admin', 2); // differs from the stored token
    const received = installFakeApi(({ url, headers }) => {
      if (url.pathname === '/api/token/refresh') return json(200, { access: renewed, refresh: 'refresh-2' });
      return headers.get('Authorization') === `Bearer ${renewed}`
        ? json(200, page([{ id: 1 }]))
        : json(401, { detail: 'Expired', code: 'token_not_valid' });
    });

    const result = await dataProvider.getList('user', listParams);

    expect(result.total).toBe(1);
    expect(received.map(({ url }) => url.pathname)).toEqual(['/api/user', '/api/token/refresh', '/api/user']);
    // No token in the body: the server reads its HttpOnly cookie, because the header says so.
    expect(JSON.parse(received[1].body as string)).toEqual({});
    expect(received[1].headers.get('X-Refresh-Cookie')).toBe('1');
  });

  it('fails with 401 when the refresh is refused, without retrying again', async () => {
    const received = installFakeApi(({ url }) =>
      url.pathname === '/api/token/refresh'
        ? json(401, { detail: 'Revoked', code: 'token_not_valid' })
        : json(401, { detail: 'Expired', code: 'token_not_valid' }),
    );

    const error = await dataProvider.getList('user', listParams).catch((failure: ApiError) => failure);

    expect(error).toMatchObject({ status: 401, code: 'token_not_valid' });
    expect(received.map(({ url }) => url.pathname)).toEqual(['/api/user', '/api/token/refresh']);
  });

  it('uses the session another tab renewed meanwhile, when the server refuses the cookie that tab just rotated', async () => {
    const renewedByOtherTab = accessToken('admin', 3);
    const received = installFakeApi(({ url, headers }) => {
      if (url.pathname === '/api/token/refresh') {
        storeTokens({ access: renewedByOtherTab });
        return json(401, { detail: 'Rotated', code: 'token_not_valid' });
      }
      return headers.get('Authorization') === `Bearer ${renewedByOtherTab}`
        ? json(200, { id: 1 })
        : json(401, { detail: 'Expired', code: 'token_not_valid' });
    });

    expect((await dataProvider.getOne('user', { id: 1 })).data).toEqual({ id: 1 });
    expect(received.map(({ url }) => url.pathname)).toEqual(['/api/user/1', '/api/token/refresh', '/api/user/1']);
    expect(readAccessToken()).toBe(renewedByOtherTab);
  });

  it('is refreshed only once for parallel calls (the server revokes a used refresh token)', async () => {
    const renewed = accessToken('admin', 2); // differs from the stored token
    const received = installFakeApi(({ url, headers }) => {
      if (url.pathname === '/api/token/refresh') return json(200, { access: renewed, refresh: 'refresh-2' });
      return headers.get('Authorization') === `Bearer ${renewed}`
        ? json(200, { id: 1 })
        : json(401, { detail: 'Expired', code: 'token_not_valid' });
    });

    await Promise.all([dataProvider.getOne('user', { id: 1 }), dataProvider.getOne('user', { id: 2 })]);

    expect(received.filter(({ url }) => url.pathname === '/api/token/refresh')).toHaveLength(1);
  });
});
