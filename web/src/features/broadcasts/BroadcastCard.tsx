import { type Broadcast, renameBroadcastBody } from '@coachline/contract/broadcasts';
import { buildPath } from '@coachline/contract/routes';
import { Badge, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useAbilities } from '../../app/abilities';
import { CardActions, CardButton, CardEditButton } from '../../ui/CardActions';
import { DateTime } from '../../ui/DateTime';
import { confirmAction, confirmDelete } from '../../ui/dialogs';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { hasReport, rate, statusColors, statusLabel } from './labels';
import {
  useDeleteBroadcast,
  useDuplicateBroadcast,
  useRenameBroadcast,
  useResendUnopens,
} from './queries';

// One broadcast of the list: its status, when, the numbers of a sent one, and what may be done
// with it.

export function BroadcastStatusBadge(props: { broadcast: Broadcast }) {
  return (
    <Badge variant="light" color={statusColors[props.broadcast.status]} style={{ flexShrink: 0 }}>
      {statusLabel(props.broadcast)}
    </Badge>
  );
}

function Figure(props: { label: string; value: number; of?: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={600}>
        {props.value.toLocaleString('en-US')}
        {props.of === undefined ? null : (
          <Text span size="xs" c="dimmed" fw={400}>
            {' '}
            {rate(props.value, props.of)}
          </Text>
        )}
      </Text>
    </div>
  );
}

/** Recipients, sent, opened and clicked, with the rates of each. */
export function BroadcastFigures(props: { broadcast: Broadcast }) {
  const b = props.broadcast;
  return (
    <SimpleGrid cols={4} spacing="xs" aria-label="Numbers">
      <Figure label="Recipients" value={b.recipients_count} />
      <Figure label="Sent" value={b.sent_count} of={b.recipients_count} />
      <Figure label="Opened" value={b.opened_count} of={b.sent_count} />
      <Figure label="Clicked" value={b.clicked_count} of={b.sent_count} />
    </SimpleGrid>
  );
}

function When(props: { broadcast: Broadcast }) {
  const b = props.broadcast;
  const [words, at] =
    b.status === 'sent' || b.status === 'failed'
      ? ['Sent', b.finished_at ?? b.started_at]
      : b.status === 'sending'
        ? ['Started', b.started_at]
        : b.status === 'queued'
          ? [b.scheduled_at ? 'Goes out' : 'Queued', b.scheduled_at ?? b.updated_at]
          : ['Edited', b.updated_at];
  return (
    <Group gap={4} component="div">
      <Text size="xs" c="dimmed">
        {words}
      </Text>
      {at ? <DateTime value={at} size="xs" /> : null}
    </Group>
  );
}

export function BroadcastCard(props: { broadcast: Broadcast; onRename: () => void }) {
  const b = props.broadcast;
  const abilities = useAbilities('broadcasts');
  const duplicate = useDuplicateBroadcast();
  const remove = useDeleteBroadcast();
  const resend = useResendUnopens();
  const draft = b.status === 'saved';
  const publicPath = buildPath('BroadcastPublicView', { id: b.id });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={b.title}>
      <Stack gap={8} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {b.title}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {b.subject || 'No subject yet'}
            </Text>
          </div>
          <BroadcastStatusBadge broadcast={b} />
        </Group>
        <When broadcast={b} />
        <div style={{ flex: 1 }}>
          {hasReport(b.status) && b.recipients_count > 0 ? (
            <BroadcastFigures broadcast={b} />
          ) : null}
        </div>
        <CardActions
          title={b.title}
          main={
            draft && abilities.update ? (
              <CardEditButton
                title={b.title}
                to={buildPath('BroadcastEdit', { broadcast: b.id })}
              />
            ) : hasReport(b.status) ? (
              <CardButton
                label="View report"
                icon={<IconChartBar size={14} aria-hidden />}
                ariaLabel={`View report of ${b.title}`}
                to={buildPath('BroadcastReport', { broadcast: b.id })}
              />
            ) : null
          }
          items={[
            abilities.update && { label: 'Rename', onClick: props.onRename },
            abilities.create && { label: 'Duplicate', onClick: () => duplicate.mutate(b.id) },
            b.status === 'sent' &&
              abilities.create && {
                label: 'Resend to unopens',
                onClick: () =>
                  confirmAction({
                    text: `A new draft of ${b.title} will be made for those who did not open it.`,
                    confirmLabel: 'Make the draft',
                    onConfirm: () => resend.mutate(b.id),
                  }),
              },
            b.status === 'sent' && { label: 'Open the public view', href: publicPath },
            abilities.delete &&
              b.status !== 'sending' && {
                label: 'Delete',
                danger: true,
                onClick: () =>
                  confirmDelete(`The broadcast ${b.title} will be deleted.`, () =>
                    remove.mutate(b.id),
                  ),
              },
          ]}
        />
      </Stack>
    </Card>
  );
}

export function RenameBroadcastModal(props: { broadcast: Broadcast | null; onClose: () => void }) {
  const { broadcast, onClose } = props;
  const rename = useRenameBroadcast();
  const form = useContractForm(renameBroadcastBody, { title: '' });
  useEffect(() => {
    if (broadcast) form.reset({ id: broadcast.id, title: broadcast.title });
  }, [broadcast, form]);
  return (
    <FormModal
      opened={broadcast !== null}
      onClose={onClose}
      title="Rename broadcast"
      form={form}
      send={(body, outcome) => rename.mutate(body, outcome)}
      submitLabel="Rename"
      busy={rename.isPending}
    >
      <TextInput
        label="Title"
        maxLength={191}
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
    </FormModal>
  );
}
