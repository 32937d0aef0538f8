import { recoveryPageMessages } from '@coachline/contract/recovery-page';
import { Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { AuthLayout } from '../../ui/AuthLayout';
import { useChangeSubscription, useRecoveryPage } from './queries';
import { RecoveryPageView, type RecoveryState } from './RecoveryPageView';

// RecoveryPageDashboard (/resubscribes/{location}?token=…): where the unsubscribe link of an
// email leads. The token names the email's recipient; following the link changes nothing (mail
// scanners follow links too), so someone still subscribed is asked first.

const failureOf = (error: unknown) => {
  const message = isApiError(error) ? (error.body as { message?: unknown })?.message : undefined;
  return typeof message === 'string' && message
    ? message
    : 'That did not work. Please try again in a moment.';
};

export function RecoveryPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const page = useRecoveryPage(id, token);
  const change = useChangeSubscription(id, token);
  const [state, setState] = useState<RecoveryState | null>(null);

  if (token !== '' && page.isPending)
    return (
      <AuthLayout title="Email preferences">
        <Stack gap="sm" aria-busy="true" aria-label="Loading the page">
          <Skeleton height={24} />
          <Skeleton height={36} />
        </Stack>
      </AuthLayout>
    );

  if (token === '' || !page.data)
    return (
      <AuthLayout title="This link is not valid" description={recoveryPageMessages.invalidLink}>
        {null}
      </AuthLayout>
    );

  const { setting } = page.data;
  const act = (action: 'unsubscribe' | 'resubscribe') =>
    change.mutate(action, {
      onSuccess: () => setState(action === 'unsubscribe' ? 'unsubscribed' : 'resubscribed'),
    });
  return (
    <AuthLayout brand={setting.business_name || undefined} title={setting.page_title}>
      <RecoveryPageView
        setting={setting}
        state={state ?? setting.state}
        email={setting.email}
        pending={change.isPending}
        error={change.isError ? failureOf(change.error) : null}
        onUnsubscribe={() => act('unsubscribe')}
        onResubscribe={() => act('resubscribe')}
      />
    </AuthLayout>
  );
}
