import type { TabGroup } from '@coachline/contract/auth';
import type { ContactColumn, Temperature } from '@coachline/contract/constants';
import type { ContactSortColumn } from '@coachline/contract/contacts';

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
export const tableColumns = [
  'photo',
  'temperature',
  'starred',
  'first_name',
  'last_name',
  'date_created',
  'email',
  'number',
  'status',
  'last_action',
  'tags',
  'login_count',
  'last_email_activity',
  'last_chat',
] as const satisfies readonly ContactColumn[];
export type TableColumn = (typeof tableColumns)[number];

/** The sort column behind each table column, where it sorts. */
export const sortableColumns: Partial<Record<TableColumn, ContactSortColumn>> = {
  temperature: 'temperature',
  starred: 'starred',
  first_name: 'first_name',
  last_name: 'last_name',
  date_created: 'date_created',
  email: 'email',
  number: 'number',
  status: 'status',
  last_action: 'last_action',
  login_count: 'login_count',
  last_email_activity: 'last_email_activity',
  last_chat: 'last_chat',
};

export const groupLabels: Record<TabGroup, string> = {
  leads: 'Leads',
  trials: 'Trials',
  clients: 'Clients',
  staff: 'Staff',
  lost: 'Lost',
};

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
  return c.full_name.trim() || c.email || c.number || 'Unnamed contact';
}

export function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}
