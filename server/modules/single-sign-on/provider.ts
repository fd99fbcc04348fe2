import type { Configuration } from 'openid-client';
import { badRequest } from '../../lib/errors';
import { loadOpenIdClient } from '../../lib/on-demand';
import { checkedAddress, checkedFetch, OutboundRefused, privateAddress, type PrivateHosts } from '../../lib/outbound-hosts';

/** What the app needs to speak to a consultancy's provider. */
export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
// A provider's keys and endpoints change rarely; rediscovering every few minutes picks up a rotation without a restart.
const DISCOVERY_TTL_MS = 5 * 60_000;
const discovered = new Map<string, { at: number; configuration: Promise<Configuration> }>();

/** An issuer must be https; plain http only on this machine (a provider started by the tests). */
export function checkIssuer(issuer: string): URL {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw badRequest('issuer', 'sso.issuerRequired');
  }
  const insecureAllowed = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !insecureAllowed) throw badRequest('issuer', 'sso.issuerNotHttps');
  return url;
}

async function discover({ issuer, clientId, clientSecret }: ProviderSettings, privateHosts: PrivateHosts): Promise<Configuration> {
  const openid = await loadOpenIdClient();
  const url = checkIssuer(issuer);
  // Every request to the provider (discovery, keys, tokens, user info) goes only to checked addresses.
  const fetch = checkedFetch(privateHosts);
  const options = { [openid.customFetch]: fetch, ...(url.protocol === 'http:' ? { execute: [openid.allowInsecureRequests] } : {}) };
  const metadata = (await openid.discovery(url, clientId, clientSecret, openid.ClientSecretBasic(clientSecret), options)).serverMetadata();
  // client_secret_basic is the OpenID default; a provider that lists only client_secret_post gets that.
  const methods = metadata.token_endpoint_auth_methods_supported;
  const authentication =
    methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')
      ? openid.ClientSecretPost(clientSecret)
      : openid.ClientSecretBasic(clientSecret);
  const configuration = new openid.Configuration(metadata, clientId, clientSecret, authentication);
  configuration[openid.customFetch] = fetch;
  if (url.protocol === 'http:') openid.allowInsecureRequests(configuration);
  return configuration;
}

/** The provider's configuration (discovered, then kept a few minutes per issuer, client, secret and address policy). */
export async function providerConfiguration(settings: ProviderSettings, privateHosts: PrivateHosts): Promise<Configuration> {
  const key = JSON.stringify([settings, privateHosts]);
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.configuration;
  const configuration = discover(settings, privateHosts);
  discovered.set(key, { at: Date.now(), configuration });
  configuration.catch(() => discovered.delete(key));
  return configuration;
}

/**
 * Saving settings checks the issuer answers discovery: a typo shows on the form, not at the next sign-in. The issuer,
 * and the endpoints it names that the server calls, must not be on a private network.
 */
export async function checkDiscovery(settings: ProviderSettings, privateHosts: PrivateHosts): Promise<void> {
  const url = checkIssuer(settings.issuer);
  try {
    await checkedAddress(url.hostname, privateHosts);
    const metadata = (await providerConfiguration(settings, privateHosts)).serverMetadata();
    for (const endpoint of [metadata.token_endpoint, metadata.jwks_uri, metadata.userinfo_endpoint])
      if (endpoint) await checkedAddress(new URL(endpoint).hostname, privateHosts);
  } catch (error) {
    if (error instanceof OutboundRefused || (error as { cause?: unknown }).cause instanceof OutboundRefused) throw privateAddress('issuer');
    throw badRequest('issuer', 'sso.noProvider');
  }
}
