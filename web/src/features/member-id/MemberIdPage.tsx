import { memberIdMessages } from '@coachline/contract/member-id';
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { AuthLayout } from '../../ui/AuthLayout';
import { applyFieldErrors } from '../../ui/forms';
import { NotFoundPage } from '../errors/ErrorPages';
import { MemberIdRequestForm } from './MemberIdRequestForm';
import { useMemberIdPage, useRequestMemberId } from './queries';

// MemberIDDashboard (/member-id/{id}/{access_code}): a location's public page where people ask
// for their member ID, often on a tablet at the front desk, so a sent request offers the next
// person a fresh form.

type Outcome =
  | { kind: 'sent'; message: string }
  | { kind: 'refused'; message: string; full: boolean };

/** What the server said, for the alert under the form. */
function refusalOf(error: unknown): { message: string; full: boolean } {
  if (!isApiError(error)) return { message: memberIdMessages.notSent, full: false };
  const body = (error.body ?? {}) as { message?: unknown; limit_exceed_v2?: unknown };
  const message =
    typeof body.message === 'string' && body.message ? body.message : memberIdMessages.notSent;
  return { message, full: body.limit_exceed_v2 === true };
}

export function MemberIdPage() {
  const { id = '', access_code: accessCode = '' } = useParams();
  const page = useMemberIdPage(id, accessCode);
  const request = useRequestMemberId(id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [round, setRound] = useState(0);

  if (page.isPending)
    return (
      <AuthLayout title="Member ID">
        <Stack gap="sm" aria-busy="true" aria-label="Loading the page">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      </AuthLayout>
    );

  // A wrong access code and an unknown location look alike: the 404 screen, nothing more.
  if (page.isError && isApiError(page.error) && page.error.status === 404) return <NotFoundPage />;

  if (page.isError)
    return (
      <AuthLayout
        title="This page is not available"
        description="It could not be loaded just now. Check your connection and reload the page."
      >
        {null}
      </AuthLayout>
    );

  const { setting } = page.data;
  const layout = { brand: setting.business_name, title: setting.page_title };

  if (!setting.is_enabled)
    return (
      <AuthLayout {...layout}>
        <Alert color="gray">{memberIdMessages.pageClosed}</Alert>
      </AuthLayout>
    );

  if (outcome?.kind === 'sent')
    return (
      <AuthLayout {...layout}>
        <Stack gap="md" align="center" ta="center" role="status">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
          <Text fw={600}>{outcome.message}</Text>
          <Button
            variant="light"
            onClick={() => {
              setOutcome(null);
              setRound((r) => r + 1);
            }}
          >
            Ask for another member ID
          </Button>
        </Stack>
      </AuthLayout>
    );

  return (
    <AuthLayout {...layout} description={setting.page_description || undefined}>
      <Stack gap="md">
        {outcome?.kind === 'refused' && (
          <Alert
            color={outcome.full ? 'yellow' : 'red'}
            title={outcome.full ? 'Not accepting new opt-ins' : undefined}
            role="alert"
          >
            {outcome.message}
          </Alert>
        )}
        <MemberIdRequestForm
          key={round}
          setting={setting}
          accessCode={accessCode}
          pending={request.isPending}
          onSubmit={(body, form) => {
            setOutcome(null);
            request.mutate(body, {
              onSuccess: (res) => setOutcome({ kind: 'sent', message: res.message }),
              onError: (error) => {
                const fields = isApiError(error) ? error.fieldErrors : {};
                if (Object.keys(fields).length > 0)
                  applyFieldErrors(form.setError, fields, Object.keys(form.getValues()));
                else setOutcome({ kind: 'refused', ...refusalOf(error) });
              },
            });
          }}
        />
      </Stack>
    </AuthLayout>
  );
}
