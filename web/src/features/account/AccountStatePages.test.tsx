import type { RefreshResponse } from '@coachline/contract/auth';
import { messages } from '@coachline/contract/messages';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryClient } from '../../app/queryClient';
import { useSession } from '../../app/session';
import { buildSession, polyfillBrowser, seedSignedIn } from '../../test/fixtures';
import { SuspendedPage } from './AccountStatePages';

beforeAll(polyfillBrowser);
afterEach(() => {
  cleanup();
  queryClient.clear();
  useSession.setState({ isUserLoggedIn: false, auth: null });
});

function renderSuspended(session: RefreshResponse) {
  seedSignedIn(session);
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <SuspendedPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const suspended = { is_account_suspended: true };
const reactivate = () => screen.queryByRole('button', { name: 'Reactivate Account' });

describe('the Suspended page offers the way out the account has', () => {
  it('lets the owner reactivate while the subscription is in good standing', () => {
    renderSuspended(buildSession({ ...suspended, is_organization_owner: true }));
    expect(reactivate()).toBeTruthy();
  });

  it('sends the owner to support after a failed payment or on a special plan', () => {
    const failed = buildSession({ ...suspended, is_organization_owner: true });
    failed.billing_notification.is_payment_failed = true;
    renderSuspended(failed);
    expect(reactivate()).toBeNull();
    expect(screen.getByText(messages.accountNeedsSupport)).toBeTruthy();
    cleanup();
    const special = buildSession({ ...suspended, is_organization_owner: true });
    special.subscription.is_special_plan = true;
    renderSuspended(special);
    expect(reactivate()).toBeNull();
  });

  it('asks anyone but the owner to ask the owner', () => {
    renderSuspended(buildSession({ ...suspended, is_organization_owner: false }));
    expect(reactivate()).toBeNull();
    expect(screen.getByText(/Only the account owner can reactivate/)).toBeTruthy();
  });
});
