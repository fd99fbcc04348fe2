import { BlockList, isIPv4, Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { word } from '../lib/messages';
import type { Language } from '../lib/language';
import { securityHeadersFor } from './security-headers';

export interface SlowClientOptions {
  /** Seconds for the headers (Node's headersTimeout), and a body's first allowance. */
  timeoutSeconds: number;
  /** Slowest average rate a body may arrive at past the allowance. */
  bodyMinBytesPerSecond: number;
  /** Open connections per address; 0 lifts the cap. */
  connectionsPerAddress: number;
  /** Addresses or CIDRs of trusted proxies: every client comes through them, so they are not capped. */
  proxies: string[];
}

/** A raw 408 answer, written on the socket before it is closed: the request never reached a handler. */
function timeoutAnswer(language: Language) {
  const body = JSON.stringify({ detail: word(language, 'request.tooSlow'), code: 'request_timeout' });
  const headers = Object.entries(securityHeadersFor())
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (
    `HTTP/1.1 408 Request Timeout\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
    `cache-control: no-store\r\n${headers}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

const ANSWERS: Record<Language, string> = { es: timeoutAnswer('es'), ca: timeoutAnswer('ca'), en: timeoutAnswer('en') };

/** Answers 408 where nothing has been answered yet on this socket, and closes it. */
function cutOff(socket: Socket, language: Language, answered: boolean) {
  if (socket.destroyed) return;
  if (!answered && socket.writable) socket.write(ANSWERS[language]);
  socket.destroy();
}

/**
 * Node's clientError: headers that did not arrive within the timeout answer 408 in the API's error shape
 * (Fastify's default answer otherwise); a malformed request 400, oversized headers 431.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return cutOff(socket, 'es', false);
  const [status, code, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'request_header_fields_too_large', 'request.headersTooLarge'] as const)
      : ([400, 'bad_request', 'request.notHttp'] as const);
  // No language is known before the headers are read: the API's default one.
  const body = JSON.stringify({ detail: word('es', detail), code });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\nconnection: close\r\n` +
        `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy();
}

interface Arriving {
  request: FastifyRequest;
  reply: FastifyReply;
  socket: Socket;
  /** performance.now() at the headers' end. */
  since: number;
  /** socket.bytesRead then. */
  bytesBefore: number;
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

const plainAddress = (address: string) => (address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address);

function proxyList(proxies: string[]) {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address: string) => list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * Slow and idle clients hold a socket, never a database slot, and not for long:
 * - headers must be in within `timeoutSeconds` (Node's headersTimeout, checked every second), or 408;
 * - a body gets `timeoutSeconds` plus one second per `bodyMinBytesPerSecond` bytes received, so an honest
 *   upload over a slow link goes on as long as it keeps coming, while a trickle is cut off with 408;
 * - one address holds at most `connectionsPerAddress` connections; beyond, a new one is closed at once.
 * The admission queue (plugins/overload) is entered only once the body is in.
 */
export default fp(
  async function slowClients(app: FastifyInstance, options: SlowClientOptions) {
    const { timeoutSeconds, bodyMinBytesPerSecond, connectionsPerAddress } = options;
    const arriving = new Set<Arriving>();
    let sweeper: NodeJS.Timeout | undefined;

    const sweep = () => {
      const now = performance.now();
      for (const body of arriving) {
        const { request, reply, socket } = body;
        if (request.raw.complete || socket.destroyed) {
          arriving.delete(body);
          continue;
        }
        const received = socket.bytesRead - body.bytesBefore;
        const deadline = body.since + (timeoutSeconds + received / bodyMinBytesPerSecond) * 1000;
        if (now < deadline) continue;
        arriving.delete(body);
        request.log.info(
          { receivedBytes: received, seconds: Math.round((now - body.since) / 1000) },
          'request body too slow: cut off (408)',
        );
        // Answered early (a 401 before the body), the rest of the body is being drained: close without a second answer.
        cutOff(socket, request.language, reply.raw.headersSent);
      }
      if (arriving.size === 0) {
        clearInterval(sweeper);
        sweeper = undefined;
      }
    };

    app.addHook('onRequest', (request, reply, done) => {
      const socket = request.raw.socket;
      // Only a real connection is timed: an injected request (tests, light-my-request) has a stand-in socket.
      if (!hasBody(request) || !(socket instanceof Socket)) return done();
      arriving.add({ request, reply, socket, since: performance.now(), bytesBefore: socket.bytesRead });
      if (!sweeper) {
        sweeper = setInterval(sweep, 500);
        sweeper.unref();
      }
      done();
    });
    app.addHook('onClose', (_app, done) => {
      clearInterval(sweeper);
      done();
    });

    if (connectionsPerAddress <= 0) return;
    const trusted = proxyList(options.proxies);
    const open = new Map<string, number>();
    const capped = new Set<string>();
    app.server.on('connection', (socket: Socket) => {
      const address = plainAddress(socket.remoteAddress ?? '');
      if (!address || trusted(address)) return;
      const count = (open.get(address) ?? 0) + 1;
      if (count > connectionsPerAddress) {
        // Once per episode, not per refused connection: a flood would otherwise flood the log too.
        if (!capped.has(address)) app.log.warn({ address, connectionsPerAddress }, 'connections per address capped');
        capped.add(address);
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once('close', () => {
        const left = open.get(address)! - 1;
        if (left < connectionsPerAddress) capped.delete(address);
        if (left === 0) open.delete(address);
        else open.set(address, left);
      });
    });
  },
  { name: 'slow-clients' },
);
