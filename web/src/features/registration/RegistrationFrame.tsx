import '../../app/fullStyles';
import type {
  RegistrationDetailsResponse,
  RegistrationStep,
} from '@coachline/contract/registration';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../ui/AuthLayout';
import { PageLoader } from '../../ui/PageLoader';
import { goToStep, useRegistrationDetails } from './queries';

const order: RegistrationStep[] = ['verify-email', 'verify-phone', 'verify-business', 'finish'];

/**
 * Loads the registration behind a token, keeps the visitor on the step the account is at
 * (when `step` is given) and frames the page.
 */
export function RegistrationFrame(props: {
  token: string;
  title: string;
  description?: ReactNode;
  step?: RegistrationStep;
  children: (details: RegistrationDetailsResponse) => ReactNode;
}) {
  const details = useRegistrationDetails(props.token);
  const actual = details.data?.step;
  const misplaced = props.step !== undefined && actual !== undefined && actual !== props.step;

  useEffect(() => {
    if (misplaced && actual) goToStep(actual, props.token, true);
  }, [misplaced, actual, props.token]);

  if (details.isPending || misplaced) return <PageLoader fullPage />;

  if (details.isError) {
    return (
      <AuthLayout title="This link is no longer valid">
        <Alert color="red" role="alert">
          We could not find this registration. It may have been completed already.
        </Alert>
        <Text size="sm">
          <Anchor component={Link} to="/create-account">
            Create an account
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} to="/login">
            sign in
          </Anchor>
          .
        </Text>
      </AuthLayout>
    );
  }

  const index = props.step ? order.indexOf(props.step) : -1;
  return (
    <AuthLayout title={props.title} description={props.description} width={520}>
      <Stack gap="md">
        {index >= 0 ? (
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Step {index + 2} of {order.length + 1}
          </Text>
        ) : null}
        {props.children(details.data)}
      </Stack>
    </AuthLayout>
  );
}
