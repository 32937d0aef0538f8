import type { TabGroup } from '@coachline/contract/auth';
import type { ContactColumn, Temperature } from '@coachline/contract/constants';
import {
  type ContactSortColumn,
  type ContactTab,
  contactColumns,
  contactSortColumns,
} from '@coachline/contract/contacts';
import { formatPhone } from '@coachline/contract/phones';

// Words of the contact centre shown in more than one place.

export const columnLabels: Record<ContactColumn, string> = {
  photo: 'Photo',
  temperature: 'Temperature',
  starred: 'Starred',
  first_name: 'First name',
  last_name: 'Last name',
  date_created: 'Date created',
  email: 'Email',
  number: 'Phone',
  status: 'Status',
  last_action: 'Last action',
  tags: 'Tags',
  login_count: 'Logins',
  last_email_activity: 'Last email activity',
  last_chat: 'Last chat',
  table_header: 'Table header',
};

/** Table columns in display order (the preferences decide which show). */
export const tableColumns = contactColumns.filter(
  (c): c is Exclude<ContactColumn, 'table_header'> => c !== 'table_header',
);
export type TableColumn = (typeof tableColumns)[number];

/** The columns beside the Name cell, in table order: the most used first. */
export const ownCellColumns = [
  'email',
  'number',
  'status',
  'temperature',
  'last_action',
  'date_created',
  'tags',
  'login_count',
  'last_email_activity',
  'last_chat',
] as const satisfies readonly TableColumn[];
export type OwnCellColumn = (typeof ownCellColumns)[number];

/** The sort column behind a table column, where it sorts (the names are the same). */
export function sortColumnOf(column: TableColumn): ContactSortColumn | undefined {
  return contactSortColumns.find((c) => c === column);
}

export const groupLabels: Record<TabGroup, string> = {
  leads: 'Leads',
  trials: 'Trials',
  clients: 'Clients',
  staff: 'Staff',
  lost: 'Lost',
};

/** The colour of a status chip, by its tab's group. */
export const tabGroupColors: Record<TabGroup, string> = {
  leads: 'blue',
  trials: 'violet',
  clients: 'teal',
  staff: 'gray',
  lost: 'red',
};

/** The tabs as the options of a status select, grouped as the status tabs are. */
export function statusOptions(tabs: readonly ContactTab[]) {
  return Object.entries(groupLabels).map(([group, label]) => ({
    group: label,
    items: tabs.filter((t) => t.group === group).map((t) => ({ value: t.value, label: t.title })),
  }));
}

export const temperatureLabels: Record<Temperature, string> = {
  cold: 'Cold',
  warm: 'Warm',
  hot: 'Hot',
};

export const temperatureColors: Record<Temperature, string> = {
  cold: 'blue',
  warm: 'orange',
  hot: 'red',
};

export function contactName(c: {
  full_name: string;
  email: string | null;
  number?: string | null;
}) {
  return c.full_name.trim() || c.email || formatPhone(c.number) || 'Unnamed contact';
}

/** Email and phone on one line, for a contact's summary. */
export function contactReach(c: { email: string | null; number: string | null }): string {
  return [c.email, formatPhone(c.number)].filter(Boolean).join(' · ') || 'No email or phone';
}

/**
 * A count as shown: exact, or, when the server estimated it (a filter matching more contacts
 * than it counts one by one), rounded to two figures and said to be about that.
 */
export function countText(n: number, estimated = false): string {
  if (!estimated) return n.toLocaleString('en-US');
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return `about ${(Math.round(n / step) * step).toLocaleString('en-US')}`;
}

export function plural(n: number, word: string, estimated = false): string {
  return `${countText(n, estimated)} ${word}${n === 1 && !estimated ? '' : 's'}`;
}
