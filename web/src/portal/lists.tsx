import type {
  PortalFile,
  PortalForm,
  PortalPage,
  PortalPlaybook,
} from '@coachline/contract/portal';
import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileText, IconForms } from '@tabler/icons-react';
import { useState } from 'react';
import { portalDownload } from './api';
import { day, Empty, fileSize, messageOf } from './bits';
import classes from './portal.module.css';
import { usePortalSession } from './queries';
import { Link } from './router';

// The lists of what the coach sent the contact, shared by Home and the content screen.

export function PlaybookCards({ playbooks }: { playbooks: PortalPlaybook[] }) {
  const { account } = usePortalSession();
  if (!playbooks.length) return <Empty>Your coach has not shared a playbook with you yet.</Empty>;
  return (
    <Stack gap="sm">
      {playbooks.map((p) => {
        const done = p.steps_count ? Math.round((p.completed_count / p.steps_count) * 100) : 0;
        return (
          <Paper
            key={p.id}
            component={Link}
            to={`/portal/${account}/playbooks/${p.id}`}
            className={classes.card}
            withBorder
            p="sm"
            radius="md"
          >
            <Group justify="space-between" wrap="nowrap" mb={6}>
              <Text fw={600}>{p.title}</Text>
              {p.is_pinned && <Badge variant="light">Pinned</Badge>}
            </Group>
            <Progress value={done} size="sm" aria-label={`${p.title}: ${done}% done`} />
            <Text size="xs" c="dimmed" mt={4}>
              {p.completed_count} of {p.steps_count} steps done
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}

export function PageLinks({ pages }: { pages: PortalPage[] }) {
  const { account } = usePortalSession();
  if (!pages.length) return <Empty>No pages for you yet.</Empty>;
  return (
    <Stack gap="xs">
      {pages.map((p) => (
        <Paper
          key={p.id}
          component={Link}
          to={`/portal/${account}/pages/${p.id}`}
          className={classes.card}
          withBorder
          p="sm"
          radius="md"
        >
          <Group wrap="nowrap" gap="sm">
            <IconFileText size={20} aria-hidden />
            <div>
              <Text fw={600}>{p.title}</Text>
              <Text size="xs" c="dimmed">
                Shared {day(p.sent_at)}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function FormLinks({ forms }: { forms: PortalForm[] }) {
  if (!forms.length) return <Empty>No forms to fill in.</Empty>;
  return (
    <Stack gap="xs">
      {forms.map((f) => (
        <Paper
          key={f.id}
          component="a"
          href={f.url}
          className={classes.card}
          withBorder
          p="sm"
          radius="md"
        >
          <Group wrap="nowrap" gap="sm" justify="space-between">
            <Group wrap="nowrap" gap="sm">
              <IconForms size={20} aria-hidden />
              <Text fw={600}>{f.title}</Text>
            </Group>
            {f.submitted_at ? (
              <Badge color="green" variant="light">
                Sent {day(f.submitted_at)}
              </Badge>
            ) : (
              <Badge variant="light">To fill in</Badge>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

export function FileLinks({ files }: { files: PortalFile[] }) {
  const { token } = usePortalSession();
  const [failure, setFailure] = useState<string | null>(null);
  if (!files.length) return <Empty>No files for you yet.</Empty>;
  return (
    <Stack gap="xs">
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
      {files.map((f) => {
        const name = f.ext ? `${f.name}.${f.ext}` : f.name;
        return (
          <Paper
            key={f.id}
            component="button"
            type="button"
            className={classes.card}
            withBorder
            p="sm"
            radius="md"
            ta="left"
            w="100%"
            aria-label={`Download ${name}`}
            onClick={() =>
              portalDownload('fileDownload', { file: f.id }, token, name).catch((error) =>
                setFailure(messageOf(error)),
              )
            }
          >
            <Group wrap="nowrap" gap="sm">
              <IconDownload size={20} aria-hidden />
              <div>
                <Text fw={600}>{name}</Text>
                <Text size="xs" c="dimmed">
                  {fileSize(f.size)} · {day(f.sent_at)}
                </Text>
              </div>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
