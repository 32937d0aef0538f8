import { Button, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useActivateAccount } from './queries';
import { RegistrationFrame } from './RegistrationFrame';

export function FinishPage() {
  const { token = '' } = useParams();
  const activate = useActivateAccount(token);
  return (
    <RegistrationFrame token={token} step="finish" title="You're all set">
      {(details) => (
        <Stack gap="md">
          <Text>
            Thanks, {details.fname}. {details.businessname} is verified and ready. Activate your
            account to sign in and start adding contacts.
          </Text>
          <Button fullWidth loading={activate.isPending} onClick={() => activate.mutate()}>
            Activate Account
          </Button>
        </Stack>
      )}
    </RegistrationFrame>
  );
}
