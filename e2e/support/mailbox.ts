import { expect } from 'vitest';
import { baseUrl } from './browser';

// The development mailbox (DEV_MAILBOX=true): what the offline outbox kept instead of sending.

export type Mail = { to: string; subject: string; text: string; links: string[] };
export type Sms = { to: string; body: string };
type Messages = { mail: Mail[]; sms: Sms[] };

/** Mail and SMS sent to one address or phone number, newest first. */
export async function messagesTo(to: string): Promise<Messages> {
  const res = await fetch(`${baseUrl()}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`GET /dev/mailbox/messages answered ${res.status}`);
  return (await res.json()) as Messages;
}

/** Waits for the newest mail to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(to)).mail.find((m) => subject.test(m.subject));
        return found !== undefined;
      },
      { message: `mail to ${to} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** Waits for the newest SMS to `phone` whose body matches. */
export async function waitForSms(phone: string, body: RegExp): Promise<Sms> {
  let found: Sms | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(phone)).sms.find((m) => body.test(m.body));
        return found !== undefined;
      },
      { message: `SMS to ${phone} matching ${body}` },
    )
    .toBe(true);
  return found!;
}

/** The six-digit code in a message. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${text}`);
  return code;
}
