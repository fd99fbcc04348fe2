import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestContext } from '../db/request-context';

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
  refuse(): void;
  /** performance.now() after which it is refused. */
  deadline: number;
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
export default fp(
  async function overload(app: FastifyInstance, options: OverloadOptions) {
    const { concurrency, queueSize, timeoutMs } = options;
    if (concurrency <= 0) return;
    let working = 0;
    const queue: Waiting[] = [];

    const release = () => {
      const next = queue.shift();
      if (next)
        next.admit(); // the slot passes straight to the next request
      else working--;
    };

    // One timer for the whole queue, not one per waiting request (each kept its request alive past the young
    // generation): every request waits the same time, so the head always has the earliest deadline.
    let sweeper: NodeJS.Timeout | undefined;
    const arm = () => {
      if (sweeper || queue.length === 0) return;
      sweeper = setTimeout(sweep, Math.max(0, queue[0]!.deadline - performance.now()));
      sweeper.unref();
    };
    const sweep = () => {
      sweeper = undefined;
      const now = performance.now();
      while (queue.length > 0 && queue[0]!.deadline <= now) queue.shift()!.refuse();
      arm();
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
        const at = waiting ? queue.indexOf(waiting) : -1;
        if (at >= 0) queue.splice(at, 1); // the client left while waiting: nothing to answer
      });
      if (working < concurrency) {
        working++;
        return hold();
      }
      if (queue.length >= queueSize) return refuse(reply, 'The server is busy. Try again shortly.');
      // Resumed from another request's 'close': carry on in this request's own context (statement count, history actor).
      // Not AsyncResource.bind: an async resource per queued request is kept until a full GC, and under load those
      // promotions made every scavenge four times longer (0.9 ms to 4 ms) and the 99th percentile with them.
      const context = requestContext.getStore();
      waiting = {
        admit: context ? () => requestContext.run(context, hold) : hold,
        refuse: () => refuse(reply, 'The server is busy and the request waited too long. Try again shortly.'),
        deadline: performance.now() + timeoutMs,
      };
      queue.push(waiting);
      arm();
    });
  },
  { name: 'overload' },
);
