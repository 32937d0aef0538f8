import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { genericFailure, PortalError } from './api';

export function Centered({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md">
      {children}
    </Center>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

export const messageOf = (error: unknown) =>
  error instanceof PortalError ? error.message : genericFailure;

/** A read that failed, with the way to try again. */
export function Failed({ error, retry }: { error: unknown; retry?: () => void }) {
  if (error instanceof PortalError && error.status === 404) return <NotFound inline />;
  return (
    <Alert color="red" title="Could not load this" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{messageOf(error)}</Text>
        {retry && (
          <Button size="xs" variant="white" color="red" onClick={retry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function NotFound({ inline = false }: { inline?: boolean }) {
  const body = (
    <Stack align="center" gap="xs" ta="center">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">This page does not exist, or it is no longer shared with you.</Text>
    </Stack>
  );
  return inline ? <Center py="xl">{body}</Center> : <Centered>{body}</Centered>;
}

/** A list with nothing in it yet: what it will hold. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" py="md" ta="center">
      {children}
    </Text>
  );
}

/** "3 Nov 2026", in the browser's language. */
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const day = (iso: string) => dayFormat.format(new Date(iso));
export const moment = (iso: string) => timeFormat.format(new Date(iso));

export function fileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** HTML the server sanitized for the portal (steps, pages): scripts and handlers are gone. */
export function SafeHtml({ html, className }: { html: string; className?: string | undefined }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes what the portal shows.
    <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
