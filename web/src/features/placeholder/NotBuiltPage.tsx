import { matchPath, routeTitle } from '@coachline/contract/routes';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';

/** An area later work builds: said honestly, with the route's title and no made-up data. */
export function NotBuiltPage() {
  const location = useLocation();
  const match = matchPath(location.pathname);
  const title = match ? routeTitle(match.route, match.params) : 'This page';
  const body = (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="gray" variant="light" role="status">
        <Text size="sm">{title} is not built yet.</Text>
      </Alert>
    </Stack>
  );
  // Public pages have no shell around them.
  return match?.route.login ? (
    body
  ) : (
    <Container component="main" size="sm" py="xl">
      {body}
    </Container>
  );
}
