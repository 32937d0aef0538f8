import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { smsOutbox } from './outbox.tables';

export type SmsMessage = { to: string; body: string };
export type SmsSender = { provider: 'outbox'; send: (message: SmsMessage) => Promise<void> };

/** The offline SMS provider: messages are kept in the database and logged. */
export function createSmsSender(options: {
  db: Db;
  log: FastifyBaseLogger;
  revealInLog: boolean;
}): SmsSender {
  return {
    provider: 'outbox',
    send: async (message) => {
      await options.db.insert(smsOutbox).values({ ...message, provider: 'outbox' });
      options.log.info(
        { sms: options.revealInLog ? message : { to: message.to } },
        'sms kept in outbox',
      );
    },
  };
}
