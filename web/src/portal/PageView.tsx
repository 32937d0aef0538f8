import { Button, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { portalDownload } from './api';
import { Failed, fileSize, messageOf, SafeHtml } from './bits';
import classes from './portal.module.css';
import { usePage, usePortalSession } from './queries';

/** A page the coach shared: its headline, content and downloads. */
export function PageView({ id }: { id: number }) {
  const { token } = usePortalSession();
  const page = usePage(id);
  const [failure, setFailure] = useState<string | null>(null);
  if (page.isPending) return <Skeleton h={240} role="status" aria-label="Loading" />;
  if (page.error) return <Failed error={page.error} retry={() => page.refetch()} />;
  const p = page.data.page;
  return (
    <Stack gap="md" component="article">
      {p.cover_image && <Image src={p.cover_image} alt="" radius="md" />}
      <div>
        <Title order={1} size="h2">
          {p.headline || p.title}
        </Title>
        {p.subheadline && <Text c="dimmed">{p.subheadline}</Text>}
      </div>
      <SafeHtml className={classes.content} html={p.content} />
      {p.downloads.length > 0 && (
        <Stack gap="xs" component="section" aria-label="Downloads">
          <Title order={2} size="h4">
            Downloads
          </Title>
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          {p.downloads.map((d) => {
            const name = d.ext ? `${d.name}.${d.ext}` : d.name;
            return (
              <Button
                key={d.id}
                variant="default"
                justify="flex-start"
                leftSection={<IconDownload size={18} />}
                onClick={() =>
                  portalDownload('pageDownload', { page: p.id, download: d.id }, token, name).catch(
                    (error) => setFailure(messageOf(error)),
                  )
                }
              >
                {name} ({fileSize(d.size)})
              </Button>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
