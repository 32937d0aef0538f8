import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from './outbox.tables';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { provider: 'smtp' | 'outbox'; send: (message: MailMessage) => Promise<void> };

const linkPattern = /https?:\/\/[^\s"'<>]+/g;
export const linksIn = (text: string): string[] => [...new Set(text.match(linkPattern) ?? [])];

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise the offline outbox: the message is
 * kept in the database and its recipient, subject and links are logged, so a newcomer can
 * finish registration or a password reset with no mail server.
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
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      provider: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    provider: 'outbox',
    send: async (message) => {
      const links = linksIn(message.text);
      await options.db.insert(mailOutbox).values({ ...message, links, provider: 'outbox' });
      const mail = options.revealInLog
        ? { to: message.to, subject: message.subject, links }
        : { to: message.to };
      options.log.info({ mail }, 'mail kept in outbox');
    },
  };
}
