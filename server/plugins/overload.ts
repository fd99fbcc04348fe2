import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface OverloadOptions {
  /** Requests at work at once; 0 admits every request (no queue). */
  concurrency: number;
  /** Requests that may wait for a slot. */
  queueSize: number;
  /** Longest wait for a slot. */
  timeoutMs: number;
}

interface Waiting {
  admit(): void;
  timer: NodeJS.Timeout;
}

/** Seconds a refused client should wait: about one queue timeout, at least one second. */
const retryAfter = (timeoutMs: number) => String(Math.max(1, Math.ceil(timeoutMs / 1000)));

// The health probe answers how the process is, not how busy it is; the API docs touch no database.
const admitted = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/health') && !url.startsWith('/api/docs');

/**
 * A bounded queue in front of the database, per process: at most `concurrency` API requests at work,
 * at most `queueSize` waiting, none waiting longer than `timeoutMs`. The rest answer 503 with
 * Retry-After at once, so under overload clients get a quick answer instead of a growing wait.
 * A slot is held from the request's arrival (the signed-in user is read from the database) until
 * its response ends or its socket closes.
 */
export default fp(async function overload(app: FastifyInstance, options: OverloadOptions) {
  const { concurrency, queueSize, timeoutMs } = options;
  if (concurrency <= 0) return;
  let working = 0;
  const queue: Waiting[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit(); // the slot passes straight to the next request
    } else {
      working--;
    }
  };

  const refuse = (reply: FastifyReply, detail: string) =>
    reply.status(503).header('retry-after', retryAfter(timeoutMs)).send({ detail, code: 'service_unavailable' });

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (!admitted(request.url)) return done();
    let holding = false;
    const hold = () => {
      holding = true;
      done();
    };
    let waiting: Waiting | undefined;
    // 'close' follows every response, completed or cut off, and fires once.
    reply.raw.once('close', () => {
      if (holding) return release();
      if (waiting && queue.includes(waiting)) {
        clearTimeout(waiting.timer);
        queue.splice(queue.indexOf(waiting), 1); // the client left while waiting: nothing to answer
      }
    });
    if (working < concurrency) {
      working++;
      return hold();
    }
    if (queue.length >= queueSize) return refuse(reply, 'The server is busy. Try again shortly.');
    const entry: Waiting = {
      // Resumed from another request's 'close': carry on in this request's own async context (statement count).
      admit: AsyncResource.bind(hold),
      timer: setTimeout(() => {
        queue.splice(queue.indexOf(entry), 1);
        refuse(reply, 'The server is busy and the request waited too long. Try again shortly.');
      }, timeoutMs),
    };
    waiting = entry;
    queue.push(entry);
  });
}, { name: 'overload' });
