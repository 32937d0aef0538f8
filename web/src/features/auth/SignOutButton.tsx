import { Button, type ButtonProps } from '@mantine/core';
import { useLogout } from './queries';

export function SignOutButton(props: ButtonProps) {
  const logout = useLogout();
  return (
    <Button variant="default" {...props} loading={logout.isPending} onClick={() => logout.mutate()}>
      Sign out
    </Button>
  );
}
