import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useSession } from '../../app/session';
import { AuthLayout } from '../../ui/AuthLayout';
import { useConfirmEmailChange } from './queries';

/**
 * The link mailed to a new sign-in email. Opening it changes nothing until the button is
 * pressed: mail scanners that open links must not confirm on the user's behalf.
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const confirm = useConfirmEmailChange();
  const signedIn = useSession((s) => s.isUserLoggedIn);
  const failure =
    confirm.error instanceof ApiError
      ? (confirm.error.fieldErrors.token ?? confirm.error.message)
      : undefined;

  return (
    <AuthLayout
      title="Confirm your new email"
      description="Your sign-in email changes once you confirm it here."
    >
      <Stack gap="md">
        {confirm.isSuccess ? (
          <Alert color="green" title="Email confirmed" role="status">
            {confirm.data.message}
          </Alert>
        ) : (
          <Button fullWidth loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
            Confirm email
          </Button>
        )}
        {failure ? (
          <Alert color="red" title="Not confirmed" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Text size="sm" ta="center">
          <Anchor component={Link} to={signedIn ? '/contacts' : '/login'}>
            {signedIn ? 'Back to Coachline' : 'Go to sign in'}
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
