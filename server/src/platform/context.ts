import type { PermissionSubject } from '@coachline/contract/permissions';
import type { PhoneCountry } from '@coachline/contract/phones';
import type { UserRow } from '../features/accounts/accounts.tables';

/** Who is acting and in which account: resolved once per request by the auth plugin. */
export type RequestContext = {
  user: UserRow;
  sessionId: number;
  twofaState: 'none' | 'pending' | 'verified';
  /** The accessed location (or primary account): every tenant query is scoped by it. */
  accountId: number;
  /** The accessed location's country for numbers written without their country code. */
  phoneCountry: PhoneCountry;
  /** The primary account that owns accountId. */
  primaryAccountId: number;
  companyAdminId: number;
  subject: PermissionSubject;
  /** The primary account is active, awake and not suspended: the data areas are open. */
  accountUsable: boolean;
  /** The accessed location is suspended: its data is closed, nothing in it is deleted. */
  locationSuspended: boolean;
  /** A call with the location's API token (as its owner): the automation API only. */
  viaApiToken?: boolean;
};

/** A contact signed in to their client portal: every portal query is scoped by both ids. */
export type PortalContext = {
  contactId: number;
  accountId: number;
  /** The portal session, for signing out. */
  sessionId: number;
};
