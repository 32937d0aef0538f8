import type { RefreshResponse, SessionUser } from '@coachline/contract/auth';
import type { Contact } from '@coachline/contract/contacts';
import { vi } from 'vitest';
import { queryClient } from '../app/queryClient';
import { type SessionState, useSession } from '../app/session';
import { membershipQuery, sessionQuery } from '../features/session/sessionQuery';

/** jsdom lacks what Mantine measures with. */
export function polyfillBrowser(): void {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserver });
  }
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'owner@example.com',
    full_name: 'Olivia Owner',
    fname: 'Olivia',
    lname: 'Owner',
    businessname: 'Owner Gym',
    profile_pic: null,
    phone: null,
    company_id: null,
    location_id: null,
    is_company_location: false,
    is_organization_owner: true,
    user_type: 'primary_account',
    landing_account_id: 1,
    has_latest_version: true,
    has_tooltip: true,
    is_account_active: true,
    is_account_suspended: false,
    is_suspended: false,
    hibernated: false,
    has_trial_period: false,
    checkout_enabled: true,
    email_status: true,
    sms_status: true,
    email_dns_missing: false,
    white_label: false,
    is_2fa_enabled: false,
    module: 'contacts',
    timezone: 'UTC',
    contact_preferences: null,
    mailgun_email: null,
    ...overrides,
  };
}

export function buildSession(
  user: Partial<SessionUser> = {},
  permissions: RefreshResponse['permissions'] = {},
): RefreshResponse {
  const location = { id: 1, businessname: 'Owner Gym', is_primary: true, is_suspended: false };
  return {
    status: 1,
    user: buildUser(user),
    membership: { contacts_space: 100, contacts_count: 10, contacts_used: 10 },
    subscription: {
      interval: 'month',
      amount: 99,
      subsctiption_status: 'active',
      has_funnels: true,
      has_stripe_subscription: true,
      is_special_plan: false,
    },
    billing_notification: {
      card_expire_notification: false,
      card_expire_in_days: null,
      is_payment_failed: false,
      has_trial: false,
      has_stripe_subscription: true,
    },
    permissions,
    locations: [location],
    accessed: location,
    accessed_location_id: 1,
    company_admin_id: 0,
    file_storage: { used: 0, limit: 1 },
    integrations: { fit_funnels: 1 },
    contact_profile_setting: {},
    currencies: [],
    broadcast_emails_sent_count: 0,
    reserved_words: [],
  };
}

/**
 * A signed-in user whose refresh has answered `session`: the token and flags in the store, the
 * session and its membership in the query cache, as after a load.
 */
export function seedSignedIn(session: RefreshResponse, extra: Partial<SessionState> = {}): void {
  useSession.setState({
    auth: {
      access_token: 't',
      accessed_location_id: session.accessed_location_id,
      company_admin_id: session.company_admin_id,
    },
    isUserLoggedIn: true,
    is2FAEnabled: false,
    is2FAVerified: false,
    isAccountAcitve: session.user.is_account_active,
    isAccountHibernated: session.user.hibernated,
    isAccountSuspended: session.user.is_account_suspended,
    ...extra,
  });
  queryClient.setQueryData(sessionQuery.queryKey, session);
  queryClient.setQueryData(membershipQuery.queryKey, session.membership);
}

/** Answers every API call by path; unknown paths answer 404. */
export function stubApi(routes: Record<string, unknown>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace(/^\/api\/(v3|v2|billing)\//, '').split('?')[0] ?? '';
      if (path in routes) return new Response(JSON.stringify(routes[path]), { status: 200 });
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    }),
  );
}

/** A contact as the API answers it, for component tests. */
export function buildContact(overrides: Partial<Contact> & { id: number }): Contact {
  const first = overrides.first_name ?? `First${overrides.id}`;
  const last = overrides.last_name ?? `Last${overrides.id}`;
  return {
    location_id: 1,
    photo: null,
    temperature: null,
    starred: false,
    flagged: false,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`.trim(),
    date_created: '2026-01-05T10:00:00.000Z',
    email: `contact${overrides.id}@example.test`,
    number: null,
    status: 'lead',
    last_action: null,
    tags: [],
    login_count: 0,
    last_email_activity: null,
    last_chat: null,
    gender: 'Unassigned',
    source: null,
    member_id: null,
    birthday: null,
    portal_active: true,
    has_portal_password: false,
    email_enabled: true,
    sms_enabled: true,
    email_status: null,
    email_confirmation: 'requested',
    custom_fields: {},
    deleted_at: null,
    can: { update: true, delete: true, assign: true },
    ...overrides,
  };
}
