import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { badRequest } from './errors';

/**
 * Which private addresses the server may connect to when an admin names a host (SMTP server, OpenID issuer):
 * `refuse` (the default), `allow` (tests, an on-premises relay), or the private addresses and CIDRs allowed.
 */
export type PrivateHosts = 'allow' | 'refuse' | readonly string[];

/** A host an admin typed that resolves to an address the server must not reach. */
export class OutboundRefused extends Error {}

/** The answer to a refused host: 400 naming the field the admin typed it in. */
export const privateAddress = (field: string) => badRequest(field, 'outbound.privateAddress');

// Not the public internet: unspecified, private, shared (CGNAT), loopback, link-local, reserved, documentation, multicast.
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
// Unspecified, loopback, discard, local NAT64, documentation, unique-local, site-local, link-local, multicast.
const IPV6_RANGES: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['64:ff9b:1::', 48],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fec0::', 10],
  ['fe80::', 10],
  ['ff00::', 8],
];
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of IPV4_RANGES) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RANGES) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** An IPv6 address as its eight 16-bit groups (a zone and a trailing dotted IPv4 allowed). */
function groupsOf(address: string): number[] {
  let text = address.split('%')[0]!;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 one carries (mapped, compatible, NAT64, 6to4): it is where the packets end up. */
function embeddedIPv4(address: string): string | undefined {
  const g = groupsOf(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  const dotted = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return dotted(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return dotted(g[6]!, g[7]!);
  if (g[0] === 0x2002) return dotted(g[1]!, g[2]!);
  return undefined;
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** True when the address is not on the public internet (IPv4-mapped and other embedded IPv4 judged by their IPv4). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.split('%')[0]!;
  if (isIP(bare) === 4) return NOT_PUBLIC.check(bare, 'ipv4');
  const inner = embeddedIPv4(bare);
  return (inner !== undefined && NOT_PUBLIC.check(inner, 'ipv4')) || NOT_PUBLIC.check(bare, 'ipv6');
}

/** The allowed private addresses of OUTBOUND_PRIVATE_HOSTS; throws on an entry that is not an address or a CIDR. */
export function allowListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [network, prefix] = entry.split('/');
    if (!network || !isIP(network) || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) throw new Error(`not an address: ${entry}`);
    if (prefix === undefined) list.addAddress(network, familyOf(network));
    else list.addSubnet(network, Number(prefix), familyOf(network));
  }
  return list;
}

const allowLists = new WeakMap<readonly string[], BlockList>();

function allows(privateHosts: PrivateHosts, address: string): boolean {
  if (privateHosts === 'allow') return true;
  if (privateHosts === 'refuse') return false;
  let list = allowLists.get(privateHosts);
  if (!list) allowLists.set(privateHosts, (list = allowListOf(privateHosts)));
  const bare = address.split('%')[0]!;
  const inner = isIP(bare) === 6 ? embeddedIPv4(bare) : undefined;
  return list.check(bare, familyOf(bare)) || (inner !== undefined && list.check(inner, 'ipv4'));
}

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Every address of a name, as the system resolver gives them (/etc/hosts included). */
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;
const systemResolve: Resolve = (host) => lookup(host, { all: true, verbatim: true });

/**
 * The address to connect to for a host an admin named: resolved once, every address checked, and the first one
 * returned so the connection goes where the check looked (a second lookup could answer otherwise: DNS rebinding).
 */
export async function checkedAddress(host: string, privateHosts: PrivateHosts, resolve: Resolve = systemResolve): Promise<ResolvedAddress> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await resolve(bare);
  const refused = addresses.find(({ address }) => isPrivateAddress(address) && !allows(privateHosts, address));
  if (refused) throw new OutboundRefused(`${host} is a private address (${refused.address})`);
  if (!addresses[0]) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  return addresses[0];
}

/** A lookup for net/tls connections that always answers the one checked address. */
export const pinnedLookup =
  ({ address, family }: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

/** What openid-client hands its fetch. */
interface FetchOptions {
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | ReadableStream | null;
  headers?: Record<string, string>;
  method?: string;
  signal?: AbortSignal | null;
}

async function bytesOf(body: FetchOptions['body']): Promise<Buffer | undefined> {
  if (body == null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ReadableStream) return Buffer.from(await new Response(body).arrayBuffer());
  return Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body);
}

const RESPONSE_LIMIT = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;

function responseOf(incoming: IncomingMessage, body: Buffer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
  const status = incoming.statusCode ?? 502;
  return new Response([204, 205, 304].includes(status) ? null : new Uint8Array(body), {
    status,
    statusText: incoming.statusMessage,
    headers,
  });
}

/**
 * A fetch that connects only to checked addresses, for openid-client (discovery, keys, tokens, user info). It follows
 * no redirect (the library asks for none): a provider's 3xx is an answer, so a redirect cannot lead to a private host.
 */
export function checkedFetch(privateHosts: PrivateHosts, resolve: Resolve = systemResolve) {
  return async (input: string | URL, init: FetchOptions = {}): Promise<Response> => {
    const url = new URL(input);
    const send = url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : undefined;
    if (!send) throw new TypeError(`unsupported protocol ${url.protocol}`);
    const target = await checkedAddress(url.hostname, privateHosts, resolve);
    const body = await bytesOf(init.body);
    return new Promise<Response>((resolveResponse, reject) => {
      const outgoing = send(
        url,
        {
          method: init.method ?? 'GET',
          headers: init.headers,
          signal: init.signal ?? undefined,
          agent: false,
          timeout: REQUEST_TIMEOUT_MS,
          lookup: pinnedLookup(target),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          let size = 0;
          incoming.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > RESPONSE_LIMIT) incoming.destroy(new Error('the answer is too large'));
            else chunks.push(chunk);
          });
          incoming.on('error', reject);
          incoming.on('end', () => resolveResponse(responseOf(incoming, Buffer.concat(chunks))));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in time')));
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}
