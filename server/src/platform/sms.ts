import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { smsOutbox } from './outbox.tables';

export type SmsMessage = { to: string; body: string };
/** What the provider answered: its id of the message (Twilio's SID). */
export type SmsReceipt = { provider: string; providerId: string | null };
export type SmsSender = { send: (message: SmsMessage) => Promise<SmsReceipt> };

/** The offline SMS provider: messages are kept in the database and logged. */
export function createSmsSender(options: {
  db: Db;
  log: FastifyBaseLogger;
  revealInLog: boolean;
}): SmsSender {
  return {
    send: async (message) => {
      const [kept] = await options.db
        .insert(smsOutbox)
        .values({ ...message, provider: 'outbox' })
        .returning({ id: smsOutbox.id });
      options.log.info(
        { sms: options.revealInLog ? message : { to: message.to } },
        'sms kept in outbox',
      );
      return { provider: 'outbox', providerId: `outbox-${kept!.id}` };
    },
  };
}

/** A provider's refusal a retry would meet again (a number that cannot get SMS): fails at once. */
export class SmsRefused extends Error {}

export const isPermanentSmsError = (error: unknown) => error instanceof SmsRefused;
