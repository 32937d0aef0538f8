import '../../app/fullStyles';
import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { EmailPreview } from '../signatures/EmailPreview';
import { broadcastIdOf } from './ids';
import { usePublicBroadcast } from './queries';

// BroadcastPublicView (/broadcast/{id}/public-view, public): a sent broadcast as a web page, for
// the "view in browser" link. The body and signature are the server's safe HTML.

function Frame(props: { children: React.ReactNode }) {
  return (
    <Container size={760} py="xl" px="md" component="main">
      {props.children}
    </Container>
  );
}

export function BroadcastPublicViewPage() {
  const id = broadcastIdOf(useParams().id);
  const view = usePublicBroadcast(id);
  if (id !== null && view.isPending)
    return (
      <Frame>
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the email">
          <Skeleton h={20} w={160} />
          <Skeleton h={36} w="70%" />
          <Skeleton h={320} />
        </Stack>
      </Frame>
    );
  if (id === null || !view.data)
    return (
      <Frame>
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconMailOff size={24} />}
            title="This email is not available"
            text="The link may be mistyped, or the email has not been sent yet. The copy in your inbox still reads the same."
          />
        </Paper>
      </Frame>
    );
  const { broadcast: b, signatures } = view.data;
  return (
    <Frame>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {b.business_name}
          </Text>
          <Title order={1} size="h2">
            {b.subject}
          </Title>
          {b.sent_at ? <DateTime value={b.sent_at} size="sm" /> : null}
        </div>
        <Paper withBorder radius="md" p="md" bg="white">
          <EmailPreview html={b.body} label="Email" />
          {signatures.map((html, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the signatures are fixed, in order
            <EmailPreview key={i} html={html} label="Signature" />
          ))}
        </Paper>
      </Stack>
    </Frame>
  );
}
