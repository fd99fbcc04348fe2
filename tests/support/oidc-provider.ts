import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the provider says about a person who signs in with `login` (any login not listed: its own address, verified). */
export type ProviderAccounts = Record<string, { email: string; email_verified: boolean }>;

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with one confidential client. Its development
 * login page takes any login and password; the consent page has one button.
 */
export async function startOidcProvider(redirectUri: string, accounts: ProviderAccounts = {}): Promise<TestProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { clientId: 'envcomply', clientSecret: 'test-client-secret-of-envcomply' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_context, sub) => ({
      accountId: sub,
      claims: () => ({ sub, name: sub, ...(accounts[sub] ?? { email: sub, email_verified: true }) }),
    }),
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['envcomply-test-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  });
  // Its development-mode warnings (dev keys, dev interactions) are expected here.
  provider.on('server_error', () => undefined);
  server.on('request', provider.callback());
  return {
    issuer,
    ...client,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
