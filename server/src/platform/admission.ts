import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unavailable } from './errors';

/**
 * Admission control in front of database work. API requests take turns first come, first
 * served, at most `concurrency` at a time (the database's connections); the others wait in
 * line. No request waits longer than `maxWaitMs`: one that has leaves the line with 503 and
 * Retry-After, and one the line could not serve in that time even at the best pace seen lately
 * is answered so at once.
 *
 * The pace is the fastest a request was served lately, and it grows only slowly while every
 * request is slower. An average would be pessimistic, and that feeds on itself: clients that
 * ask again the moment they hear 503 keep the process busy answering 503s, which slows the
 * requests being served, which shortens the line the next estimate allows, until almost every
 * request is turned away. Turning away only the surely hopeless leaves the rest to the line's
 * own limit, which costs at most one 503 per client per `maxWaitMs`.
 */
export type Admission = {
  /** Resolves with the release of a turn, or rejects with the 503 when the line is too long. */
  enter: () => Promise<() => void>;
  /** Requests being served and waiting, for the tests. */
  readonly load: { running: number; waiting: number };
};

export type AdmissionOptions = {
  concurrency: number;
  maxWaitMs: number;
  /** The time a request is believed to take before any was measured. */
  initialServiceMs?: number;
  now?: () => number;
};

// How much the believed service time may grow per request served slower than it.
const slowdownPerRequest = 1.05;

export function createAdmission(options: AdmissionOptions): Admission {
  const { concurrency, maxWaitMs, now = () => performance.now() } = options;
  let serviceMs = options.initialServiceMs ?? 10;
  let running = 0;
  type Waiter = { admit: () => void; startedAt: number };
  const line: Waiter[] = [];

  const releaseOf = (startedAt: number) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      serviceMs = Math.min(now() - startedAt, serviceMs * slowdownPerRequest);
      const next = line.shift();
      if (!next) {
        running -= 1;
        return;
      }
      // The turn passes on at the next turn of the event loop, not in this one's microtasks:
      // on PGlite a request's queries run inside this thread, and handing over at once would
      // serve the whole line before Node reads another socket, so arrivals would wait unseen,
      // never joining the line or hearing its 503.
      setImmediate(next.admit);
    };
  };

  return {
    get load() {
      return { running, waiting: line.length };
    },
    enter() {
      if (running < concurrency) {
        running += 1;
        return Promise.resolve(releaseOf(now()));
      }
      // Served in rounds of `concurrency`: this request's round, then its own service.
      const expectedMs = (Math.floor(line.length / concurrency) + 1) * serviceMs + serviceMs;
      if (expectedMs > maxWaitMs)
        return Promise.reject(unavailable(Math.max(1, Math.ceil(expectedMs / 1000))));
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          startedAt: now(),
          // The turn of the request before it, handed over: `running` counts it already.
          admit: () => {
            clearTimeout(timer);
            resolve(releaseOf(now()));
          },
        };
        const timer = setTimeout(() => {
          const at = line.indexOf(waiter);
          // Already handed a turn, about to be admitted.
          if (at < 0) return;
          line.splice(at, 1);
          reject(unavailable());
        }, maxWaitMs);
        line.push(waiter);
      });
    },
  };
}

/**
 * Puts every API route (a route registered from a contract endpoint) behind the admission and
 * under the request deadline: a request not answered `deadlineMs` after it arrived is answered
 * 503, and what it was doing finds its answer already sent (`registerRoutes` drops it). Health
 * checks, static files, the SPA and the realtime socket (not a Fastify route) are not API
 * routes and pass straight by.
 */
export function registerAdmission(app: FastifyInstance, admission: Admission, deadlineMs: number) {
  app.addHook('onRequest', async (request, reply) => {
    const endpoint = request.routeOptions.config.endpoint;
    // An upload's body arrives at the client's pace and is read by the handler: holding a turn
    // or a deadline through it would let slow clients shut others out. Its parsing has its own
    // line (two worker threads, platform/threads.ts). A call that waits on another server (an
    // image fetched by its address) has its own time limit and holds no database connection
    // meanwhile: a turn would let a slow server out there shut everyone out.
    if (!endpoint || endpoint.upload || request.routeOptions.config.outbound) return;
    const timer = setTimeout(() => answerLate(request, reply), deadlineMs);
    let closed = false;
    let leave: (() => void) | undefined;
    // The turn ends with the response, sent or cut off by the client.
    reply.raw.once('close', () => {
      closed = true;
      clearTimeout(timer);
      leave?.();
    });
    leave = await admission.enter();
    if (closed) leave();
  });
}

function answerLate(request: FastifyRequest, reply: FastifyReply) {
  if (reply.sent || reply.raw.headersSent) return;
  request.log.warn({ url: request.routeOptions.url }, 'request deadline passed');
  reply.send(unavailable());
}
