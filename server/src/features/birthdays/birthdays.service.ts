import {
  type BirthdaySettingFields,
  birthdayMessages,
  birthdaySettingDefaults,
  type UpcomingBirthday,
} from '@coachline/contract/birthdays';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { authorize } from '../../platform/auth';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { clockOf, ownerContext } from '../accounts/accounts.service';
import * as contacts from '../contacts/contacts.service';
import { htmlOfText } from '../messaging/email-content';
import { emailContact, textContact } from '../messaging/messaging.service';
import * as repo from './birthdays.repository';
import type { BirthdaySettingRow } from './birthdays.tables';

// Birthday greetings (001 §7 Common): a location's email and/or SMS, sent on each contact's
// birthday from the chosen hour of the location's day. The job runs on every process; each
// greeting is taken (its birthday_greetings row) in the transaction that queues its messages,
// so it goes out once a year per contact, whichever process runs it and whatever restarts.

const fieldsOf = (row: BirthdaySettingRow): BirthdaySettingFields => ({
  status: row.status,
  send_email: row.sendEmail,
  send_sms: row.sendSms,
  email_subject: row.emailSubject,
  email_body: row.emailBody,
  sms_message: row.smsMessage,
  send_hour: row.sendHour,
});

const valuesOf = (fields: BirthdaySettingFields): repo.BirthdaySettingValues => ({
  status: fields.status,
  sendEmail: fields.send_email,
  sendSms: fields.send_sms,
  emailSubject: fields.email_subject,
  emailBody: fields.email_body,
  smsMessage: fields.sms_message,
  sendHour: fields.send_hour,
});

const presentSetting = (row: BirthdaySettingRow) => ({
  ...fieldsOf(row),
  updated_at: row.updatedAt?.toISOString() ?? null,
});

const settingOf = (db: Executor, accountId: number) =>
  repo.ensureSetting(db, accountId, valuesOf(birthdaySettingDefaults));

/** GET birthday/get-birthday-setting. */
export async function getSetting(deps: Deps, ctx: RequestContext) {
  authorize(ctx, 'view', 'admin-settings');
  return { status: 1 as const, setting: presentSetting(await settingOf(deps.db, ctx.accountId)) };
}

/** PATCH birthday/update-birthday-setting. */
export async function updateSetting(deps: Deps, ctx: RequestContext, body: BirthdaySettingFields) {
  authorize(ctx, 'update', 'admin-settings');
  const row = await repo.saveSetting(deps.db, ctx.accountId, valuesOf(body));
  return {
    status: 1 as const,
    message: birthdayMessages.settingSaved,
    setting: presentSetting(row),
  };
}

const yearOf = (day: string) => Number(day.slice(0, 4));
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The list shows this many birthdays at most. */
const upcomingLimit = 500;

/** GET birthday/get-upcoming-birthdays. */
export async function upcoming(
  deps: Deps,
  ctx: RequestContext,
  days: number,
  now = new Date(),
): Promise<{ status: 1; birthdays: UpcomingBirthday[] }> {
  authorize(ctx, 'view', 'contacts-center');
  const { today } = await clockOf(deps.db, ctx.accountId, now);
  const rows = await contacts.birthdaysWithin(deps.db, ctx.accountId, today, days, upcomingLimit);
  const greetings = await repo.greetingsOf(
    deps.db,
    ctx.accountId,
    rows.map((r) => ({ contactId: r.id, year: yearOf(r.nextBirthday) })),
  );
  return {
    status: 1,
    birthdays: rows.map((r) => {
      const greeting = greetings.get(`${r.id}:${yearOf(r.nextBirthday)}`);
      return {
        contact_id: r.id,
        full_name: `${r.firstName} ${r.lastName}`.trim(),
        email: r.email,
        number: r.number,
        birthday: r.birthday,
        next_birthday: r.nextBirthday,
        days_until: daysBetween(today, r.nextBirthday),
        turning: yearOf(r.nextBirthday) - yearOf(r.birthday),
        celebrated: Boolean(greeting?.celebratedAt),
        greeted_at: greeting?.greetedAt?.toISOString() ?? null,
      };
    }),
  };
}

/** POST birthday/update-celebrate-birthday: the contact's next (or today's) birthday. */
export async function celebrate(
  deps: Deps,
  ctx: RequestContext,
  body: { contact_id: number; celebrated: boolean },
  now = new Date(),
) {
  authorize(ctx, 'update', 'contacts-center');
  const contact = await contacts.contactOf(deps.db, ctx, body.contact_id);
  if (!contact.birthday) throw fieldError('contact_id', birthdayMessages.noBirthday);
  const { today } = await clockOf(deps.db, ctx.accountId, now);
  const next = await contacts.nextBirthdayOf(deps.db, ctx.accountId, contact.id, today);
  if (!next) throw notFound();
  await repo.setCelebrated(deps.db, ctx.accountId, contact.id, yearOf(next), body.celebrated);
  return {
    status: 1 as const,
    message: body.celebrated ? birthdayMessages.celebrated : birthdayMessages.notCelebrated,
  };
}

/**
 * Greets every contact whose birthday it is in a location whose greeting is on and whose hour
 * has come; answers how many were greeted. Each greeting is taken and queued in one
 * transaction: a refusal (no address, delivery off) still counts as this year's greeting.
 */
export async function greetDueBirthdays(deps: Deps, now = new Date()): Promise<number> {
  let greeted = 0;
  for (const setting of await repo.listActiveSettings(deps.db)) {
    const owner = await ownerContext(deps.db, setting.accountId);
    if (!owner) continue;
    const { today, hour } = await clockOf(deps.db, setting.accountId, now);
    if (hour < setting.sendHour) continue;
    const year = yearOf(today);
    for (const contactId of await contacts.birthdaysOn(deps.db, setting.accountId, today)) {
      const took = await deps.db.transaction(async (tx) => {
        if (!(await repo.claimGreeting(tx, setting.accountId, contactId, year))) return false;
        const inTx = { ...deps, db: tx };
        if (setting.sendEmail)
          await emailContact(inTx, owner, contactId, {
            subject: setting.emailSubject,
            html: htmlOfText(setting.emailBody),
            source: 'birthday',
          });
        if (setting.sendSms)
          await textContact(inTx, owner, contactId, {
            text: setting.smsMessage,
            source: 'birthday',
          });
        return true;
      });
      if (took) greeted++;
    }
  }
  return greeted;
}

/**
 * Greets every five minutes: pg-boss makes one job per tick whatever the number of processes,
 * and a greeting taken twice would still go once.
 */
export async function startBirthdayGreetings(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  await deps.jobs?.schedule('birthday-greetings', '*/5 * * * *', async () => {
    const greeted = await greetDueBirthdays(deps);
    if (greeted > 0) log.info({ greeted }, 'birthday greetings queued');
  });
}
