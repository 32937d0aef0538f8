import { Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Failed } from './bits';
import { FileLinks, FormLinks, PageLinks, PlaybookCards } from './lists';
import { useHome } from './queries';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Everything the coach shared with the contact, by kind, under the coach's tab names. */
export function ContentPage() {
  const home = useHome();
  if (home.isPending) return <Skeleton h={200} role="status" aria-label="Loading" />;
  if (home.error) return <Failed error={home.error} retry={() => home.refetch()} />;
  const { settings, playbooks, pages, forms, files } = home.data;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {settings.tabs.classroom}
      </Title>
      <Part title={settings.tabs.playbook}>
        <PlaybookCards playbooks={playbooks} />
      </Part>
      <Part title={settings.tabs.page}>
        <PageLinks pages={pages} />
      </Part>
      <Part title={settings.tabs.form}>
        <FormLinks forms={forms} />
      </Part>
      <Part title={settings.tabs.file}>
        <FileLinks files={files} />
      </Part>
    </Stack>
  );
}
