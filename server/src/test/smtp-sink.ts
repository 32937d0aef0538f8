import type { AddressInfo, Socket } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** How the sink answers a message: take it, refuse for now (4xx), refuse for good (5xx), or hang. */
export type SinkMode = 'accept' | 'down' | 'reject' | 'hold';
export type SinkMessage = { raw: Buffer; parsed: ParsedMail; to: string[] };

/**
 * A real SMTP server on a free local port that keeps what it receives, for tests and the
 * benchmark: nodemailer talks to it as to any mail server. With `parse: false` it only counts.
 */
export async function startSmtpSink(options: { parse?: boolean } = {}) {
  const parse = options.parse ?? true;
  const messages: SinkMessage[] = [];
  let received = 0;
  let mode: SinkMode = 'accept';
  const held: (() => void)[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];

  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 50 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (mode === 'down')
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        if (mode === 'reject')
          return callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
        if (mode === 'hold') {
          held.push(() => callback(Object.assign(new Error('Closing'), { responseCode: 421 })));
          return;
        }
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (parse) messages.push({ raw, parsed: await simpleParser(raw), to });
        received += 1;
        for (const waiter of waiters.filter((w) => received >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        callback(null, `Ok: queued as sink-${received}`);
      });
    },
  });
  // Replies go out at once: with Nagle's wait on the loopback, every exchange of a message
  // would stall on the peer's delayed acknowledgement.
  server.server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  // A client killed mid-message resets its connection (the processes tests kill servers); the
  // sink keeps serving the others, as a mail server would, instead of throwing it uncaught.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received: () => received,
    setMode: (next: SinkMode) => {
      mode = next;
      if (next !== 'hold') for (const release of held.splice(0)) release();
    },
    /** Resolves once `count` messages in all were received; rejects after `timeoutMs`. */
    waitFor: (count: number, timeoutMs = 10_000) =>
      new Promise<void>((resolve, reject) => {
        if (received >= count) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`the sink received ${received} of ${count} messages`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
