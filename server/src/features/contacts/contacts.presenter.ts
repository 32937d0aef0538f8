import type { Contact, ContactTab, CustomField, TagSummary } from '@coachline/contract/contacts';
import type { ContactRow } from './contacts.repository';
import type { TabRow } from './contacts.settings.repository';
import type {
  contactLifecycle,
  contactNotes,
  contactRewards,
  customFields,
} from './contacts.tables';

export type ContactAbilities = Contact['can'];

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const fullName = (first: string | null, last: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim();

export function presentContact(
  row: ContactRow,
  tags: TagSummary[],
  can: ContactAbilities,
): Contact {
  return {
    id: row.id,
    location_id: row.accountId,
    photo: row.photo,
    temperature: row.temperature,
    starred: row.starred,
    flagged: row.flagged,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName(row.firstName, row.lastName),
    date_created: row.createdAt.toISOString(),
    email: row.email,
    number: row.number,
    status: row.status,
    last_action: row.lastAction,
    tags,
    login_count: row.loginCount,
    last_email_activity: iso(row.lastEmailActivity),
    last_chat: iso(row.lastChat),
    gender: row.gender,
    source: row.source,
    member_id: row.memberId,
    birthday: row.birthday,
    portal_active: row.portalActive,
    has_portal_password: row.portalPasswordHash !== null,
    email_enabled: row.emailEnabled,
    sms_enabled: row.smsEnabled,
    email_status: row.emailStatus,
    email_confirmation: row.emailConfirmation,
    custom_fields: row.customFields,
    deleted_at: iso(row.deletedAt),
    can,
  };
}

export const presentTab = (row: TabRow, count: number): ContactTab => ({
  id: row.id,
  group: row.group,
  title: row.title,
  value: row.value,
  position: row.position,
  count,
});

export const presentNote = (
  row: typeof contactNotes.$inferSelect,
  author: { fname: string | null; lname: string | null },
) => ({
  id: row.id,
  body: row.body,
  author:
    author.fname === null && author.lname === null ? null : fullName(author.fname, author.lname),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const presentReward = (row: typeof contactRewards.$inferSelect) => ({
  id: row.id,
  points: row.points,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
});

export const presentLifecycle = (
  row: typeof contactLifecycle.$inferSelect,
  by: { fname: string | null; lname: string | null },
) => ({
  id: row.id,
  kind: row.kind,
  from: row.fromValue,
  to: row.toValue,
  by: by.fname === null && by.lname === null ? null : fullName(by.fname, by.lname),
  created_at: row.createdAt.toISOString(),
});

export const presentCustomField = (row: typeof customFields.$inferSelect): CustomField => ({
  id: row.id,
  name: row.name,
  key: row.key,
  type: row.type,
  options: row.options,
  position: row.position,
});
