import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of sign-in, registration and account-state screens: one centred card. */
export function AuthLayout(props: {
  title: string;
  /** The name above the title: a location's public page shows its own. */
  brand?: string;
  description?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Box
      component="main"
      mih="100vh"
      p="md"
      bg="gray.0"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Paper
        withBorder
        shadow="sm"
        p={{ base: 'lg', sm: 'xl' }}
        radius="md"
        w="100%"
        maw={props.width ?? 440}
      >
        <Stack gap="md">
          <Text fw={800} c="blue.9" size="lg">
            {props.brand ?? 'Coachline'}
          </Text>
          <Stack gap={4}>
            <Title order={1} size="h2">
              {props.title}
            </Title>
            {props.description ? (
              <Text c="dimmed" size="sm">
                {props.description}
              </Text>
            ) : null}
          </Stack>
          {props.children}
        </Stack>
      </Paper>
    </Box>
  );
}
