import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { checkedAddress, checkedFetch, isPrivateAddress, OutboundRefused, type Resolve } from '../../server/lib/outbound-hosts';

let server: Server;
let port: number;
let connections = 0;
beforeAll(async () => {
  server = createServer((request, response) => response.end(`${request.method} ${request.url} ${request.headers.host}`));
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A resolver that answers the given addresses for every name and counts how often it was asked. */
const resolverOf = (...addresses: string[]) => {
  const resolve: Resolve & { calls: number } = Object.assign(
    async () => {
      resolve.calls++;
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    { calls: 0 },
  );
  return resolve;
};

describe('isPrivateAddress', () => {
  it('names private, loopback, link-local, unique-local, multicast and unspecified addresses, IPv4-mapped ones included', () => {
    const refused = [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:0101::1',
    ];
    const allowed = ['8.8.8.8', '172.32.0.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2a00:1450:4003:80e::200e'];
    expect(refused.filter((address) => !isPrivateAddress(address))).toEqual([]);
    expect(allowed.filter((address) => isPrivateAddress(address))).toEqual([]);
  });
});

describe('checkedAddress', () => {
  it('refuses a private address, typed or resolved, unless the setting allows it', async () => {
    await expect(checkedAddress('127.0.0.1', 'refuse')).rejects.toBeInstanceOf(OutboundRefused);
    await expect(checkedAddress('[::1]', 'refuse')).rejects.toBeInstanceOf(OutboundRefused);
    await expect(checkedAddress('localhost', 'refuse')).rejects.toBeInstanceOf(OutboundRefused);
    await expect(checkedAddress('intranet.example', 'refuse', resolverOf('10.0.0.5'))).rejects.toBeInstanceOf(OutboundRefused);
    expect(await checkedAddress('127.0.0.1', 'allow')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(await checkedAddress('mail.example', 'refuse', resolverOf('93.184.216.34'))).toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('refuses a name when any of its addresses is private', async () => {
    await expect(checkedAddress('mixed.example', 'refuse', resolverOf('93.184.216.34', '192.168.0.10'))).rejects.toBeInstanceOf(
      OutboundRefused,
    );
  });

  it('allows only the listed private addresses and networks', async () => {
    expect((await checkedAddress('relay.internal', ['10.0.0.0/24'], resolverOf('10.0.0.7'))).address).toBe('10.0.0.7');
    expect((await checkedAddress('::ffff:127.0.0.1', ['127.0.0.1'])).address).toBe('::ffff:127.0.0.1');
    await expect(checkedAddress('relay.internal', ['10.0.0.0/24'], resolverOf('10.0.1.7'))).rejects.toBeInstanceOf(OutboundRefused);
    await expect(checkedAddress('127.0.0.2', ['127.0.0.1'])).rejects.toBeInstanceOf(OutboundRefused);
  });
});

describe('checkedFetch', () => {
  it('resolves once and connects to the address it checked (a second answer of the name cannot swap it)', async () => {
    const resolve = resolverOf('127.0.0.1');
    const answer = await checkedFetch(['127.0.0.1'], resolve)(`http://issuer.invalid:${port}/.well-known/openid-configuration`, {
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(`GET /.well-known/openid-configuration issuer.invalid:${port}`);
    expect(resolve.calls).toBe(1);
  });

  it('refuses a name that resolves to a private address before any connection', async () => {
    const before = connections;
    const fetch = checkedFetch('refuse', resolverOf('127.0.0.1'));
    await expect(fetch(`http://issuer.invalid:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
    expect(connections).toBe(before);
  });

  it('sends the body and answers a redirect as it is, without following it', async () => {
    const redirecting = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => response.writeHead(302, { location: `http://127.0.0.1:${port}/private`, 'x-body': body }).end());
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await checkedFetch('allow')(`http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/token`, {
        method: 'POST',
        body: new URLSearchParams({ grant_type: 'authorization_code' }),
      });
      expect(answer.status).toBe(302);
      expect(answer.headers.get('x-body')).toBe('grant_type=authorization_code');
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });
});

describe('OUTBOUND_PRIVATE_HOSTS', () => {
  it('refuses by default, and takes allow or a list of addresses and networks', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-config-'));
    const setting = (value?: string) => loadConfig({ DATA_DIR: dataDir, OUTBOUND_PRIVATE_HOSTS: value }).outboundPrivateHosts;
    expect(setting()).toBe('refuse');
    expect(setting('allow')).toBe('allow');
    expect(setting('10.0.0.5, fd00::/8')).toEqual(['10.0.0.5', 'fd00::/8']);
    expect(() => setting('yes')).toThrow(/OUTBOUND_PRIVATE_HOSTS/);
    expect(() => setting('10.0.0.0/40')).toThrow(ConfigError);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
