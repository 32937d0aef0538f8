import {
  type Contact,
  type ContactTab,
  type contactNote,
  editRewardBody,
  noteBody,
  noteUpdateBody,
  redeemRewardBody,
  sendRewardBody,
} from '@coachline/contract/contacts';
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Timeline,
} from '@mantine/core';
import {
  IconActivity,
  IconCoin,
  IconGift,
  IconNote,
  IconPencil,
  IconTimeline,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { BusyButton, FormActions } from '../../../ui/BusyButton';
import { DateTime } from '../../../ui/DateTime';
import { confirmDelete } from '../../../ui/dialogs';
import { EmptyState } from '../../../ui/EmptyState';
import { FormModal } from '../../../ui/FormModal';
import { onInvalidSubmit, serverErrorsTo } from '../../../ui/forms';
import { ListFooter } from '../../../ui/ListFooter';
import { LoadingRows } from '../../../ui/LoadingRows';
import { RowAction, RowActions } from '../../../ui/RowActions';
import { useContractForm } from '../../../ui/useContractForm';
import { plural } from '../labels';
import {
  type RewardRequest,
  useAddNote,
  useContactStats,
  useDeleteNotes,
  useFeaturesUsed,
  useLifecycles,
  useNotes,
  useRewardAction,
  useRewards,
  useUpdateNote,
} from './queries';

function SectionSkeleton(props: { rows?: number; label: string }) {
  return <LoadingRows rows={props.rows} h={40} radius="sm" label={props.label} />;
}

// Notes

type Note = z.infer<typeof contactNote>;

/** A note's text in place of the note, until it is saved or the edit is cancelled. */
function EditNoteForm(props: { contactId: number; note: Note; onDone: () => void }) {
  const update = useUpdateNote(props.contactId);
  const form = useContractForm(noteUpdateBody, { note_id: props.note.id, body: props.note.body });
  const submit = form.handleSubmit(
    (body) => update.mutate(body, { onSuccess: props.onDone, onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          aria-label="Edit note"
          autosize
          minRows={2}
          error={form.formState.errors.body?.message}
          maxLength={5000}
          data-autofocus
          {...form.register('body')}
        />
        <FormActions size="xs" onCancel={props.onDone} busy={update.isPending}>
          Save note
        </FormActions>
      </Stack>
    </form>
  );
}

function NoteItem(props: { contactId: number; note: Note; canEdit: boolean }) {
  const { note } = props;
  const remove = useDeleteNotes(props.contactId);
  const [editing, setEditing] = useState(false);

  return (
    <Paper withBorder p="sm" radius="sm" component="li" style={{ listStyle: 'none' }}>
      {editing ? (
        <EditNoteForm contactId={props.contactId} note={note} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap={4}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {note.body}
          </Text>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {note.author ?? 'Someone'} · <DateTime value={note.created_at} size="xs" />
              {note.updated_at !== note.created_at ? ' · edited' : ''}
            </Text>
            {props.canEdit ? (
              <RowActions>
                <RowAction
                  size="sm"
                  label="Edit note"
                  icon={<IconPencil size={14} aria-hidden />}
                  onClick={() => setEditing(true)}
                />
                <RowAction
                  size="sm"
                  label="Delete note"
                  icon={<IconTrash size={14} aria-hidden />}
                  onClick={() =>
                    confirmDelete('This note will be deleted.', () =>
                      remove.mutate({ contact_id: props.contactId, note_ids: [note.id] }),
                    )
                  }
                  danger
                />
              </RowActions>
            ) : null}
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

function AddNoteForm(props: { contactId: number; onAdded: () => void }) {
  const add = useAddNote(props.contactId);
  const form = useContractForm(noteBody, { contact_id: props.contactId, body: '' });
  const submit = form.handleSubmit(
    (body) =>
      add.mutate(body, {
        onSuccess: () => {
          form.reset();
          props.onAdded();
        },
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="New note"
          placeholder="What happened, what was agreed, what comes next…"
          autosize
          minRows={2}
          maxLength={5000}
          error={form.formState.errors.body?.message}
          {...form.register('body')}
        />
        <Group justify="flex-end">
          <BusyButton type="submit" size="xs" busy={add.isPending} busyLabel="Adding">
            Add note
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}

export function NotesSection(props: { contact: Contact }) {
  const { contact } = props;
  const [page, setPage] = useState(1);
  const notes = useNotes(contact.id, page);
  const canEdit = contact.can.update;

  return (
    <Stack gap="md">
      {canEdit ? <AddNoteForm contactId={contact.id} onAdded={() => setPage(1)} /> : null}
      {notes.isLoading ? (
        <SectionSkeleton label="Loading notes" />
      ) : notes.data && notes.data.data.length > 0 ? (
        <>
          <Stack gap="xs" component="ul" p={0} m={0} aria-label="Notes">
            {notes.data.data.map((n) => (
              <NoteItem key={n.id} contactId={contact.id} note={n} canEdit={canEdit} />
            ))}
          </Stack>
          <ListFooter list={notes.data} onPage={setPage} label="Note pages" />
        </>
      ) : (
        <EmptyState
          icon={<IconNote size={24} />}
          title="No notes yet"
          text="Notes keep what you learn about this contact in one place for the whole team."
        />
      )}
    </Stack>
  );
}

// Rewards

type RewardDialog =
  | { kind: 'send' | 'redeem' }
  | { kind: 'edit'; id: number; points: number; reason: string };

const rewardTitles = { send: 'Send reward', redeem: 'Redeem points', edit: 'Edit reward' } as const;

type RewardFields = { points: number; reason: string };
/** Of a reward call's body, what the dialog asks for: the contact and reward are known. */
const askedFields = { points: true, reason: true } as const;

/** Points and a reason, checked by the body of the call the dialog makes. */
function RewardForm(props: {
  contactId: number;
  title: string;
  minPoints: number;
  reasonPlaceholder: string;
  fields: z.ZodType<RewardFields, { points: number; reason?: string | undefined }>;
  defaults: { points?: number; reason: string };
  toRequest: (fields: RewardFields) => RewardRequest;
  onClose: () => void;
}) {
  const action = useRewardAction(props.contactId);
  const form = useContractForm(props.fields, props.defaults);
  const { errors } = form.formState;
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={props.title}
      form={form}
      send={(fields, outcome) => action.mutate(props.toRequest(fields), outcome)}
      submitLabel={props.title}
      busy={action.isPending}
    >
      <Controller
        control={form.control}
        name="points"
        render={({ field }) => (
          <NumberInput
            label="Points"
            name={field.name}
            value={field.value ?? ''}
            onChange={(v) => field.onChange(typeof v === 'number' ? v : undefined)}
            allowDecimal={false}
            min={props.minPoints}
            max={1_000_000}
            error={errors.points?.message}
            data-autofocus
          />
        )}
      />
      <TextInput
        label="Reason"
        placeholder={props.reasonPlaceholder}
        maxLength={255}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormModal>
  );
}

/** Send, redeem or edit: each dialog checks the fields as its own call's body does. */
function RewardModal(props: {
  contactId: number;
  dialog: RewardDialog | null;
  onClose: () => void;
}) {
  const { contactId, dialog, onClose } = props;
  if (!dialog) return null;
  const common = { contactId, onClose, title: rewardTitles[dialog.kind] };
  switch (dialog.kind) {
    case 'send':
      return (
        <RewardForm
          {...common}
          minPoints={1}
          reasonPlaceholder="e.g. 10 classes in a month"
          fields={sendRewardBody.pick(askedFields)}
          defaults={{ reason: '' }}
          toRequest={(fields) => ({ kind: 'send', body: { contact_id: contactId, ...fields } })}
        />
      );
    case 'redeem':
      return (
        <RewardForm
          {...common}
          minPoints={1}
          reasonPlaceholder="Redeemed"
          fields={redeemRewardBody.pick(askedFields)}
          defaults={{ reason: '' }}
          toRequest={(fields) => ({ kind: 'redeem', body: { contact_id: contactId, ...fields } })}
        />
      );
    case 'edit':
      return (
        <RewardForm
          {...common}
          minPoints={-1_000_000}
          reasonPlaceholder="e.g. 10 classes in a month"
          fields={editRewardBody.pick(askedFields)}
          defaults={{ points: dialog.points, reason: dialog.reason }}
          toRequest={(fields) => ({
            kind: 'edit',
            body: { contact_id: contactId, reward_id: dialog.id, ...fields },
          })}
        />
      );
  }
}

export function RewardsSection(props: { contact: Contact }) {
  const { contact } = props;
  const rewards = useRewards(contact.id);
  const action = useRewardAction(contact.id);
  const [dialog, setDialog] = useState<RewardDialog | null>(null);
  const canEdit = contact.can.update;
  const data = rewards.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SimpleGrid cols={2} spacing="sm" style={{ flex: '1 1 260px' }}>
          <Stat label="Points" value={data?.points} help="Balance to redeem" />
          <Stat label="Total points" value={data?.total_points} help="Earned all time" />
        </SimpleGrid>
        {canEdit ? (
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconGift size={14} aria-hidden />}
              onClick={() => setDialog({ kind: 'send' })}
            >
              Send reward
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconCoin size={14} aria-hidden />}
              onClick={() => setDialog({ kind: 'redeem' })}
              disabled={!data || data.points < 1}
            >
              Redeem points
            </Button>
          </Group>
        ) : null}
      </Group>
      {rewards.isLoading ? (
        <SectionSkeleton label="Loading rewards" />
      ) : data && data.data.length > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing={6} aria-label="Reward history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Points</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Date</Table.Th>
                {canEdit ? <Table.Th aria-label="Actions" /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Text size="sm" fw={600} c={r.points < 0 ? 'red' : 'teal'}>
                      {r.points > 0 ? `+${r.points}` : r.points}
                    </Text>
                  </Table.Td>
                  <Table.Td>{r.reason || '—'}</Table.Td>
                  <Table.Td>
                    <DateTime value={r.created_at} />
                  </Table.Td>
                  {canEdit ? (
                    <Table.Td>
                      <RowActions>
                        <RowAction
                          size="sm"
                          label={`Edit reward of ${r.points} points`}
                          icon={<IconPencil size={14} aria-hidden />}
                          onClick={() =>
                            setDialog({
                              kind: 'edit',
                              id: r.id,
                              points: r.points,
                              reason: r.reason,
                            })
                          }
                        />
                        <RowAction
                          size="sm"
                          label={`Delete reward of ${r.points} points`}
                          icon={<IconTrash size={14} aria-hidden />}
                          onClick={() =>
                            confirmDelete(
                              `This reward of ${plural(r.points, 'point')} will be deleted and the balance adjusted.`,
                              () =>
                                action.mutate({
                                  kind: 'delete',
                                  body: { contact_id: contact.id, reward_ids: [r.id] },
                                }),
                            )
                          }
                          danger
                        />
                      </RowActions>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <EmptyState
          icon={<IconGift size={24} />}
          title="No rewards yet"
          text="Reward points thank contacts for showing up; they can redeem them later."
        />
      )}
      <RewardModal contactId={contact.id} dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}

// Stats and features used

function Stat(props: { label: string; value: number | string | undefined | null; help?: string }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {props.label}
      </Text>
      {props.value === undefined ? (
        <Skeleton h={24} w={60} mt={4} />
      ) : (
        <Text fz="xl" fw={700}>
          {typeof props.value === 'number'
            ? props.value.toLocaleString('en-US')
            : (props.value ?? '—')}
        </Text>
      )}
      {props.help ? (
        <Text size="xs" c="dimmed">
          {props.help}
        </Text>
      ) : null}
    </Paper>
  );
}

export function StatsSection(props: { contact: Contact }) {
  const stats = useContactStats(props.contact.id);
  const s = stats.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        <Stat label="Days as contact" value={s?.days_as_contact} />
        <Stat label="Portal logins" value={s?.login_count} />
        <Stat label="Notes" value={s?.notes} />
        <Stat label="Tags" value={s?.tags} />
        <Stat label="Groups" value={s?.groups} />
        <Stat label="Reward points" value={s?.reward_points} />
        <Stat label="Points earned" value={s?.total_reward_points} />
        <Stat label="Lifecycle changes" value={s?.lifecycle_changes} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder p="sm" radius="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Last email activity
          </Text>
          {s ? <DateTime value={s.last_email_activity} /> : <Skeleton h={20} w={100} />}
        </Paper>
        <Paper withBorder p="sm" radius="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Last chat
          </Text>
          {s ? <DateTime value={s.last_chat} /> : <Skeleton h={20} w={100} />}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

export function FeaturesSection(props: { contact: Contact }) {
  const features = useFeaturesUsed(props.contact.id);
  if (features.isLoading) return <SectionSkeleton label="Loading features used" />;
  const list = features.data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<IconActivity size={24} />}
        title="No features used yet"
        text="Tags, groups, notes and rewards this contact is part of show up here."
      />
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} aria-label="Features used">
      {list.map((f) => (
        <Group key={f.feature} component="li" justify="space-between" style={{ listStyle: 'none' }}>
          <Text size="sm">{f.label}</Text>
          <Badge variant="light">{f.count.toLocaleString('en-US')}</Badge>
        </Group>
      ))}
    </Stack>
  );
}

// Lifecycle

function lifecycleText(
  entry: { kind: string; from: string | null; to: string | null },
  tabTitle: (v: string | null) => string,
): string {
  switch (entry.kind) {
    case 'created':
      return `Added as ${tabTitle(entry.to)}`;
    case 'status':
      return `Status changed from ${tabTitle(entry.from)} to ${tabTitle(entry.to)}`;
    case 'last_action':
      return entry.to ? `Last action set to ${entry.to}` : 'Last action cleared';
    default:
      return [
        entry.kind.replace(/_/g, ' '),
        entry.from && `from ${entry.from}`,
        entry.to && `to ${entry.to}`,
      ]
        .filter(Boolean)
        .join(' ');
  }
}

export function LifecycleSection(props: { contact: Contact; tabs: readonly ContactTab[] }) {
  const [page, setPage] = useState(1);
  const lifecycles = useLifecycles(props.contact.id, page);
  const tabTitle = (v: string | null) =>
    v === null ? 'none' : (props.tabs.find((t) => t.value === v)?.title ?? v);
  if (lifecycles.isLoading) return <SectionSkeleton label="Loading lifecycle history" />;
  const data = lifecycles.data;
  if (!data || data.data.length === 0) {
    return (
      <EmptyState
        icon={<IconTimeline size={24} />}
        title="No history yet"
        text="Status and last-action changes of this contact appear here, with who made them."
      />
    );
  }
  return (
    <Stack gap="md">
      <Timeline bulletSize={14} lineWidth={2} aria-label="Lifecycle history">
        {data.data.map((entry) => (
          <Timeline.Item key={entry.id} title={lifecycleText(entry, tabTitle)}>
            <Text size="xs" c="dimmed">
              {entry.by ?? 'System'} · <DateTime value={entry.created_at} size="xs" />
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <ListFooter list={data} onPage={setPage} label="Lifecycle pages" />
    </Stack>
  );
}
