import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// The tabs of Admin Settings, in order: a new tab is one entry here. Each panel loads on first
// opening, so the page carries only the tab in view.

export type SettingsTab = {
  /** Its `?tab=` in the URL. */
  value: string;
  label: string;
  Panel: LazyExoticComponent<ComponentType>;
};

export const settingsTabs: readonly SettingsTab[] = [
  {
    value: 'email-domains',
    label: 'Email domains',
    Panel: lazy(() =>
      import('../email-domains/EmailDomainsTab').then((m) => ({ default: m.EmailDomainsTab })),
    ),
  },
  {
    value: 'sending',
    label: 'Sending',
    Panel: lazy(() => import('../messaging/SendingTab').then((m) => ({ default: m.SendingTab }))),
  },
  {
    value: 'member-id',
    label: 'Member ID',
    Panel: lazy(() =>
      import('../member-id/MemberIdSettings').then((m) => ({ default: m.MemberIdSettings })),
    ),
  },
  {
    value: 'birthdays',
    label: 'Birthdays',
    Panel: lazy(() =>
      import('../birthdays/BirthdaySettings').then((m) => ({ default: m.BirthdaySettings })),
    ),
  },
  {
    value: 'recovery',
    label: 'Recovery page',
    Panel: lazy(() =>
      import('../recovery-page/RecoveryPageSettings').then((m) => ({
        default: m.RecoveryPageSettings,
      })),
    ),
  },
  {
    value: 'integrations',
    label: 'Integrations',
    Panel: lazy(() =>
      import('../integrations/TwilioSettings').then((m) => ({ default: m.TwilioSettings })),
    ),
  },
  {
    value: 'locations',
    label: 'Locations',
    Panel: lazy(() =>
      import('../organization/LocationsTab').then((m) => ({ default: m.LocationsTab })),
    ),
  },
  {
    value: 'users',
    label: 'Users',
    Panel: lazy(() => import('../organization/UsersTab').then((m) => ({ default: m.UsersTab }))),
  },
  {
    value: 'audit-log',
    label: 'Audit log',
    Panel: lazy(() => import('../security/AuditLogTab').then((m) => ({ default: m.AuditLogTab }))),
  },
];
