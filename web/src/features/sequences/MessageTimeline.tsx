import type { Sequence, SequenceMessage, SequenceMessageType } from '@coachline/contract/sequences';
import { ActionIcon, Box, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconMail, IconMessage, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { type AddChoice, AddMenu, FlowInserter } from '../../ui/AddMenu';
import { BuilderCard } from '../../ui/BuilderCard';
import { confirmAction, confirmDelete } from '../../ui/dialogs';
import { SortableList, useSortableRow } from '../../ui/SortableList';
import { messageTitle, messageTypeLabels, scheduleWords } from './labels';
import { MessageRecipientsModal, MessageScheduleModal, ResendModal } from './MessageDialogs';
import { type MessageDraft, MessageDrawer } from './MessageDrawer';
import { useDeleteMessage, useSendNow, useSortMessages } from './queries';

// The sequence's messages as a vertical timeline, in the order they go: each with its type,
// subject or text, its schedule in words and its counts. A "+" between two cards adds an email
// or SMS there; a card's handle drags it (or, from the keyboard: focus the handle, Space, the
// arrows, Space; or Move up and Move down in its menu). A card opens its form in a side panel;
// its menu sends it now, resends it, and shows its schedule and recipients.

const typeIcons = { email: IconMail, sms: IconMessage } as const;

const typeChoices: readonly AddChoice<SequenceMessageType>[] = (['email', 'sms'] as const).map(
  (type) => ({ value: type, label: messageTypeLabels[type], icon: typeIcons[type] }),
);

type MessageDialog = { kind: 'resend' | 'schedule' | 'recipients'; message: SequenceMessage };

/** What the timeline offers a card: open it, the menu's actions, and adding before it. */
type MessageTools = {
  count: number;
  canUpdate: boolean;
  open: (message: SequenceMessage) => void;
  add: (type: SequenceMessageType, index: number) => void;
  move: (index: number, by: -1 | 1) => void;
  sendNow: (message: SequenceMessage) => void;
  dialog: (kind: MessageDialog['kind'], message: SequenceMessage) => void;
  remove: (message: SequenceMessage) => void;
};

function MessageMenu(props: { message: SequenceMessage; index: number; tools: MessageTools }) {
  const { message, index, tools } = props;
  const title = messageTitle(message);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Actions for ${title}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {tools.canUpdate ? (
          <>
            <Menu.Item onClick={() => tools.open(message)}>Edit</Menu.Item>
            <Menu.Item
              disabled={message.waiting_count === 0}
              onClick={() => tools.sendNow(message)}
            >
              Send now
            </Menu.Item>
            <Menu.Item
              disabled={message.sent_count === 0}
              onClick={() => tools.dialog('resend', message)}
            >
              Resend…
            </Menu.Item>
          </>
        ) : null}
        <Menu.Item onClick={() => tools.dialog('schedule', message)}>Schedule</Menu.Item>
        <Menu.Item onClick={() => tools.dialog('recipients', message)}>Recipients</Menu.Item>
        {tools.canUpdate ? (
          <>
            <Menu.Divider />
            <Menu.Item disabled={index === 0} onClick={() => tools.move(index, -1)}>
              Move up
            </Menu.Item>
            <Menu.Item disabled={index === tools.count - 1} onClick={() => tools.move(index, 1)}>
              Move down
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

function MessageItem(props: { message: SequenceMessage; index: number; tools: MessageTools }) {
  const { message, index, tools } = props;
  const title = messageTitle(message);
  const row = useSortableRow({ id: message.id, title, sortable: tools.canUpdate });
  return (
    <Box component="li" ref={row.ref} style={row.style} aria-label={`${index + 1}. ${title}`}>
      <FlowInserter
        label={`Add a message at position ${index + 1}`}
        heading="Add a message"
        choices={typeChoices}
        onPick={tools.canUpdate ? (type) => tools.add(type, index) : null}
      />
      <BuilderCard
        icon={typeIcons[message.type]}
        title={title}
        summary={scheduleWords(message, index === 0)}
        incomplete={null}
        handle={row.handle}
        onOpen={() => tools.open(message)}
        actions={<MessageMenu message={message} index={index} tools={tools} />}
        onDelete={tools.canUpdate ? () => tools.remove(message) : undefined}
      >
        <Text size="xs" c="dimmed">
          {messageTypeLabels[message.type]} · {message.waiting_count.toLocaleString('en-US')}{' '}
          waiting · {message.sent_count.toLocaleString('en-US')} sent
        </Text>
      </BuilderCard>
    </Box>
  );
}

export function MessageTimeline(props: {
  sequence: Sequence;
  messages: SequenceMessage[];
  timeZone: string;
}) {
  const { sequence, messages } = props;
  const canUpdate = useAbilities('sequences').update;
  const sort = useSortMessages(sequence.id);
  const sendNow = useSendNow(sequence.id);
  const deleteMessage = useDeleteMessage(sequence.id);
  const [draft, setDraft] = useState<MessageDraft | null>(null);
  const [dialog, setDialog] = useState<MessageDialog | null>(null);
  // The message open in the panel as the sequence now has it; gone once deleted.
  const editedAt =
    draft?.kind === 'edit' ? messages.findIndex((m) => m.id === draft.message.id) : -1;
  const open: MessageDraft | null =
    draft?.kind === 'edit'
      ? editedAt < 0
        ? null
        : { kind: 'edit', message: messages[editedAt]! }
      : draft;

  const tools: MessageTools = {
    count: messages.length,
    canUpdate,
    open: (message) => setDraft({ kind: 'edit', message }),
    add: (type, index) => setDraft({ kind: 'add', type, index }),
    move: (index, by) => {
      const ids = messages.map((m) => m.id);
      const other = index + by;
      [ids[index], ids[other]] = [ids[other]!, ids[index]!];
      sort.mutate(ids);
    },
    sendNow: (message) =>
      confirmAction({
        title: 'Send it now?',
        text: `${messageTitle(message)} goes now to the ${message.waiting_count.toLocaleString('en-US')} contacts waiting for it; their next messages count from now.`,
        confirmLabel: 'Send now',
        onConfirm: () => sendNow.mutate(message.id),
      }),
    dialog: (kind, message) => setDialog({ kind, message }),
    remove: (message) =>
      confirmDelete(
        `The message ${messageTitle(message)} will be deleted; contacts waiting for it go on to the next one.`,
        () => deleteMessage.mutate(message.id),
      ),
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="sequence-messages">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4" id="sequence-messages">
            Messages
          </Title>
          <Text size="sm" c="dimmed">
            In order; times are of your location’s day ({props.timeZone}).
          </Text>
        </div>
      </Group>
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          No messages yet: add the first email or SMS, then the contacts who get them.
        </Text>
      ) : (
        <SortableList
          items={messages}
          noun="message"
          titleOf={messageTitle}
          label="Messages"
          busy={sort.isPending}
          onSort={(ids, outcome) => sort.mutate(ids, { onError: outcome.onError })}
          renderItem={(message, index) => (
            <MessageItem key={message.id} message={message} index={index} tools={tools} />
          )}
        />
      )}
      {canUpdate ? (
        <Group justify="center" pt="xs">
          <AddMenu
            heading="Add a message"
            choices={typeChoices}
            onPick={(type) => tools.add(type, messages.length)}
            target={
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                aria-label="Add message at the end"
              >
                Add message
              </Button>
            }
          />
        </Group>
      ) : null}
      <MessageDrawer
        sequenceId={sequence.id}
        draft={open}
        first={open?.kind === 'add' ? open.index === 0 : editedAt === 0}
        timeZone={props.timeZone}
        canUpdate={canUpdate}
        onClose={() => setDraft(null)}
      />
      {dialog?.kind === 'resend' ? (
        <ResendModal
          sequenceId={sequence.id}
          message={dialog.message}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'schedule' ? (
        <MessageScheduleModal message={dialog.message} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'recipients' ? (
        <MessageRecipientsModal
          sequenceId={sequence.id}
          message={dialog.message}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
