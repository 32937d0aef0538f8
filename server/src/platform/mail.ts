import { connect, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Db } from '../db/client';
import { composeMail } from './mime';
import { mailOutbox } from './outbox.tables';

export type MailAddress = { name?: string; address: string };
/** nodemailer's DKIM options: the sending domain's selector and private key (PEM). */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender; the configured MAIL_FROM when absent. */
  from?: MailAddress;
  replyTo?: string;
  /** Kept by a send record, so a retry sends the same Message-ID. */
  messageId?: string;
  dkim?: DkimKey;
  /** Extra header lines (a broadcast's List-Unsubscribe); the outbox keeps none. */
  headers?: Record<string, string>;
};
/** What the provider answered: its id of the message, when it gives one. */
export type MailReceipt = { providerId: string | null };
export type Mailer = {
  provider: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<MailReceipt>;
  close: () => void;
};

// A text part made from HTML writes a link after its words in brackets: `Read [https://…]`.
const linkPattern = /https?:\/\/[^\s"'<>[\]]+/g;
export const linksIn = (text: string): string[] => [...new Set(text.match(linkPattern) ?? [])];

/**
 * A refusal the provider will repeat however often it is asked (a 5xx answer, a recipient it
 * rejects): the message fails at once instead of being retried.
 */
export function isPermanentMailError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Gathers a socket's writes of one tick into one: nodemailer writes a message a line or two at
 * a time, and without Nagle's delay each would be a system call of its own.
 */
function coalesceWrites(socket: Socket) {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((...args: unknown[]) => {
    if (socket.writableCorked === 0) {
      socket.cork();
      process.nextTick(() => socket.uncork());
    }
    return write(...args);
  }) as Socket['write'];
}

/**
 * nodemailer over a pool of five kept-open connections to the server of `smtpUrl`, settings of
 * the URL's query winning. A plain connection (upgraded by STARTTLS as the server offers) is
 * opened without Nagle's delay: a message is a few small writes, and on a kept-open connection
 * each would otherwise wait for the server's delayed acknowledgement, some 40 ms a message.
 */
export function pooledTransport(smtpUrl: string) {
  const options: SMTPPool.Options = {
    pool: true,
    maxConnections: 5,
    ...parseConnectionUrl(smtpUrl),
  };
  if (!options.secure)
    options.getSocket = (target, done) => {
      const socket = connect({ host: target.host ?? 'localhost', port: target.port ?? 587 });
      socket.setNoDelay(true);
      coalesceWrites(socket);
      socket.once('error', (error) => done(error, undefined));
      socket.once('connect', () => done(null, { connection: socket }));
    };
  return nodemailer.createTransport(options);
}

/**
 * SMTP through nodemailer when SMTP_URL is set, over a pool of a few kept-open connections.
 * Otherwise the offline outbox: the message is kept in the database and its recipient,
 * subject and links are logged, so a newcomer can finish registration or a password reset
 * with no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  /** Print subjects and links (codes, reset links): never in production logs. */
  revealInLog: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = pooledTransport(options.smtpUrl);
    const [defaultFrom] = addressparser(options.from, { flatten: true });
    return {
      provider: 'smtp',
      send: async (message) => {
        const from = message.from ?? defaultFrom ?? { address: options.from };
        const mail = composeMail({ ...message, from });
        const info = await transport.sendMail({
          envelope: mail.envelope,
          raw: mail.raw,
          ...(message.dkim ? { dkim: message.dkim } : {}),
        });
        // The server's "250 2.0.0 Ok: queued as <id>" names its own id of the message.
        const queued = /queued as (\S+)/i.exec(String(info.response ?? ''));
        return { providerId: queued?.[1] ?? mail.messageId };
      },
      close: () => transport.close(),
    };
  }
  return {
    provider: 'outbox',
    send: async ({ to, subject, text, html }) => {
      const links = linksIn(text);
      const [kept] = await options.db
        .insert(mailOutbox)
        .values({ to, subject, text, html, links, provider: 'outbox' })
        .returning({ id: mailOutbox.id });
      const mail = options.revealInLog ? { to, subject, links } : { to };
      options.log.info({ mail }, 'mail kept in outbox');
      return { providerId: `outbox-${kept!.id}` };
    },
    close: () => {},
  };
}
