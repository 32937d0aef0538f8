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

export function SuspendedPage() {
  return (
    <AuthLayout title="Your account is suspended" width={520}>
      <Alert color="red" role="alert">
        This account has been suspended, so it cannot be used right now. Please contact support to
        find out why and how to restore it.
      </Alert>
      <Group>
        <SignOutButton />
      </Group>
    </AuthLayout>
  );
}
