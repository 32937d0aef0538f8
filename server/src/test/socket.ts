import { Agent, request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';

// Requests over a real socket, for what `app.inject` cannot show: it waits forever on a
// multipart body cut short, where a server answers, and it has no connection to keep alive.

export type Answer = { status: number; body: string };
export type Send = (
  method: string,
  path: string,
  headers?: Record<string, string>,
  payload?: string | Buffer,
) => Promise<Answer>;

/**
 * Starts `app` on a free port of 127.0.0.1 and answers a function that sends one request as it
 * is (raw path and all) over one kept-alive connection, as a single client would. A request
 * without an answer within `deadlineMs` answers status 0, as does a connection that fails.
 */
export async function overSocket(app: FastifyInstance, deadlineMs = 10_000): Promise<Send> {
  const origin = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  afterAll(() => agent.destroy());
  const send = (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    payload: string | Buffer | undefined = undefined,
    retried = false,
  ) =>
    new Promise<Answer>((resolve) => {
      const body = payload === undefined ? undefined : Buffer.from(payload);
      const req = httpRequest({
        host: origin.hostname,
        port: origin.port,
        method,
        path,
        agent,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      });
      const fail = (reason: string) => resolve({ status: 0, body: reason });
      req.setTimeout(deadlineMs, () => {
        fail(`no answer in ${deadlineMs} ms`);
        req.destroy();
      });
      req.on('error', (error) => {
        // A kept-alive connection the server closed just before this request: send it again.
        const stale = req.reusedSocket && (error as { code?: string }).code === 'ECONNRESET';
        if (stale && !retried) send(method, path, headers, payload, true).then(resolve);
        else fail(`connection failed: ${error.message}`);
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      });
      req.end(body);
    });
  return send;
}
