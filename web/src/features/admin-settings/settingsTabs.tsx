import type { RefreshResponse } from '@coachline/contract/auth';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// The tabs of Admin Settings, in order: a new tab is one entry here. Each panel loads on first
// opening, so the page carries only the tab in view.

/** The groups of tabs, in the order they stand, with the names that head them. */
export const settingsModules = {
  account: 'Account',
  organization: 'Organization',
  messaging: 'Messaging',
  integrations: 'Integrations',
} as const;

export type SettingsTab = {
  /** Its `?module=` in the URL (002 §2: `module=billing&tab=plans`): the group it belongs to. */
  module: keyof typeof settingsModules;
  /** Its `?tab=` in the URL. */
  value: string;
  label: string;
  Panel: LazyExoticComponent<ComponentType>;
  /** Whether the signed-in user sees the tab at all; every user does when absent. */
  shownTo?: (session: RefreshResponse) => boolean;
};

/**
 * The audit log is read by the organization's own administrators, from any of its locations:
 * not by a company location user, nor by an administrator of another organization acting in
 * this one (the server refuses them both).
 */
const readsAuditLog = (session: RefreshResponse) =>
  !session.user.is_company_location &&
  (session.user.company_id ?? session.user.landing_account_id) ===
    (session.locations.find((l) => l.is_primary)?.id ?? session.accessed.id);

/** The component `name` of the module `load` brings, loaded on first opening. */
const panel = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): SettingsTab['Panel'] => lazy(() => load().then((m) => ({ default: m[name] })));

export const settingsTabs: readonly SettingsTab[] = [
  {
    module: 'account',
    value: 'account',
    label: 'Account',
    Panel: panel(() => import('./AccountSettingsTab'), 'AccountSettingsTab'),
  },
  {
    module: 'account',
    value: 'portal',
    label: 'Client portal',
    Panel: panel(() => import('./PortalSettingsTab'), 'PortalSettingsTab'),
  },
  {
    module: 'account',
    value: 'teasers',
    label: 'Portal teasers',
    Panel: panel(() => import('./TeaseSettingsTab'), 'TeaseSettingsTab'),
  },
  {
    module: 'account',
    value: 'white-label',
    label: 'White label',
    Panel: panel(() => import('./WhiteLabelTab'), 'WhiteLabelTab'),
  },
  {
    module: 'account',
    value: 'contact-profile',
    label: 'Contact profile',
    Panel: panel(() => import('./ContactProfileTab'), 'ContactProfileTab'),
  },
  {
    module: 'organization',
    value: 'locations',
    label: 'Locations',
    Panel: panel(() => import('../organization/LocationsTab'), 'LocationsTab'),
  },
  {
    module: 'organization',
    value: 'users',
    label: 'Users',
    Panel: panel(() => import('../organization/UsersTab'), 'UsersTab'),
  },
  {
    module: 'organization',
    value: 'audit-log',
    label: 'Audit log',
    Panel: panel(() => import('../security/AuditLogTab'), 'AuditLogTab'),
    shownTo: readsAuditLog,
  },
  {
    module: 'messaging',
    value: 'sending',
    label: 'Sending',
    Panel: panel(() => import('../messaging/SendingTab'), 'SendingTab'),
  },
  {
    module: 'messaging',
    value: 'email-domains',
    label: 'Email domains',
    Panel: panel(() => import('../email-domains/EmailDomainsTab'), 'EmailDomainsTab'),
  },
  {
    module: 'messaging',
    value: 'confirm-optin',
    label: 'Opt-in confirmation',
    Panel: panel(() => import('./ConfirmOptinTab'), 'ConfirmOptinTab'),
  },
  {
    module: 'messaging',
    value: 'member-id',
    label: 'Member ID',
    Panel: panel(() => import('../member-id/MemberIdSettings'), 'MemberIdSettings'),
  },
  {
    module: 'messaging',
    value: 'birthdays',
    label: 'Birthdays',
    Panel: panel(() => import('../birthdays/BirthdaySettings'), 'BirthdaySettings'),
  },
  {
    module: 'messaging',
    value: 'recovery',
    label: 'Recovery page',
    Panel: panel(() => import('../recovery-page/RecoveryPageSettings'), 'RecoveryPageSettings'),
  },
  {
    module: 'integrations',
    value: 'integrations',
    label: 'Integrations',
    Panel: panel(() => import('../integrations/IntegrationsTab'), 'IntegrationsTab'),
  },
  {
    module: 'integrations',
    value: 'access-key',
    label: 'Access key',
    Panel: panel(() => import('./AccessKeyTab'), 'AccessKeyTab'),
  },
  {
    module: 'integrations',
    value: 'funnel-builder',
    label: 'Funnel builder',
    Panel: panel(() => import('./LandingTokenTab'), 'LandingTokenTab'),
  },
];
