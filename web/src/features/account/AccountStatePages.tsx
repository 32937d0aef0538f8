import { suspendedWayOut } from '@coachline/contract/billing';
import { messages } from '@coachline/contract/messages';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { AuthLayout } from '../../ui/AuthLayout';
import { SignOutButton } from '../auth/SignOutButton';
import { useRefreshedSession } from '../session/sessionQuery';
import { useCheckAccountAgain, useReactivateAccount } from './queries';
import { SkipTrialModal } from './SkipTrialModal';

function CheckAgain() {
  const again = useCheckAccountAgain();
  return (
    <Button variant="light" loading={again.isPending} onClick={() => again.mutate()}>
      Check again
    </Button>
  );
}

/** A signed-in account without an active subscription (000 §4.2 step 4). */
export function PaymentActionRequiredPage() {
  const [open, setOpen] = useState(false);
  return (
    <AuthLayout
      title="Payment action required"
      description="Your account is not active yet: your trial is waiting to start billing or your last payment did not go through."
      width={520}
    >
      <Text size="sm">
        Start your paid subscription now to unlock your account. The plan is charged to the card on
        file.
      </Text>
      <Group>
        <Button onClick={() => setOpen(true)}>{messages.startPaidAccount}</Button>
        <CheckAgain />
        <SignOutButton />
      </Group>
      <SkipTrialModal opened={open} onClose={() => setOpen(false)} />
    </AuthLayout>
  );
}

/** A hibernated account (000 §4.1): the owner reactivates it, anyone else asks the owner. */
export function ActivateAccountPage() {
  const owner = useRefreshedSession()?.user.is_organization_owner ?? false;
  const reactivate = useReactivateAccount();
  return (
    <AuthLayout
      title="Your account is hibernated"
      description="While an account is hibernated your contacts and content are kept safe, but the app is paused."
      width={520}
    >
      {owner ? (
        <Text size="sm">
          Reactivate the account to pick up exactly where you left off. Billing resumes on your
          current plan.
        </Text>
      ) : (
        <Alert color="blue" role="status">
          Only the account owner can reactivate this account. Please ask them to sign in and
          reactivate it.
        </Alert>
      )}
      <Group>
        {owner ? (
          <Button loading={reactivate.isPending} onClick={() => reactivate.mutate()}>
            Reactivate Account
          </Button>
        ) : (
          <CheckAgain />
        )}
        <SignOutButton />
      </Group>
    </AuthLayout>
  );
}

/**
 * A suspended account (000 §4.1) shows the way out it has (`suspendedWayOut`, as the server
 * decides it): the owner reactivates it while the subscription is in good standing, support
 * restores it otherwise, and anyone else asks the owner.
 */
export function SuspendedPage() {
  const session = useRefreshedSession();
  const reactivate = useReactivateAccount();
  const wayOut = session
    ? suspendedWayOut({
        isOwner: session.user.is_organization_owner,
        subscription: session.subscription,
        billing: session.billing_notification,
      })
    : null;
  return (
    <AuthLayout title="Your account is suspended" width={520}>
      {wayOut === 'activate' ? (
        <Text size="sm">
          Your subscription is in good standing: reactivate the account to pick up where you left
          off.
        </Text>
      ) : wayOut === 'ask-owner' ? (
        <Alert color="blue" role="status">
          Only the account owner can reactivate this account. Please ask them to sign in and
          reactivate it.
        </Alert>
      ) : (
        <Alert color="red" role="alert">
          {messages.accountNeedsSupport}
        </Alert>
      )}
      <Group>
        {wayOut === 'activate' ? (
          <Button loading={reactivate.isPending} onClick={() => reactivate.mutate()}>
            Reactivate Account
          </Button>
        ) : (
          <CheckAgain />
        )}
        <SignOutButton />
      </Group>
    </AuthLayout>
  );
}
