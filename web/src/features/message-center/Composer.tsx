import type { ConversationChannel } from '@coachline/contract/message-center';
import { Button, Group, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconClock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { SmsLengthNote } from '../messaging/SmsLengthNote';
import { type ComposerMode, composerErrors, sendAtOf } from './composer';
import { useScheduleMessage, useSendMessage } from './queries';

/** Writes to a contact on a channel: now, or at a time chosen with the date-time picker. */
export function Composer(props: { channel: ConversationChannel; contactId: number; name: string }) {
  const [text, setText] = useState('');
  const [mode, setMode] = useState<ComposerMode>('now');
  const [picked, setPicked] = useState<string | null>(null);
  const [shownErrors, setShownErrors] = useState<{ message?: string; send_at?: string }>({});
  const send = useSendMessage(props.channel);
  const schedule = useScheduleMessage(props.channel);
  const busy = send.isPending || schedule.isPending;

  const submit = async () => {
    const errors = composerErrors(text, mode, picked, new Date());
    setShownErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const body = { contact_id: props.contactId, message: text };
    if (mode === 'now') {
      if (await send.mutateAsync(body)) setText('');
      return;
    }
    try {
      await schedule.mutateAsync({ ...body, send_at: sendAtOf(picked)! });
      setText('');
      setPicked(null);
      setMode('now');
    } catch (error) {
      // A 422's field errors go under their fields; the catalogue has toasted it.
      if (isApiError(error))
        setShownErrors({ message: error.fieldErrors.message, send_at: error.fieldErrors.send_at });
    }
  };

  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={`Message to ${props.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Textarea
        label="Message"
        placeholder={props.channel === 'sms' ? 'Write an SMS…' : 'Write a portal message…'}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={1600}
        value={text}
        error={shownErrors.message}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Ctrl/⌘ + Enter sends, as in most chats; Enter alone makes a new line.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      {props.channel === 'sms' && text ? <SmsLengthNote text={text} /> : null}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <SegmentedControl
          aria-label="When to send"
          size="xs"
          value={mode}
          onChange={(value) => setMode(value as ComposerMode)}
          data={[
            { value: 'now', label: 'Send now' },
            { value: 'schedule', label: 'Schedule' },
          ]}
        />
        {mode === 'schedule' ? (
          <DateTimePicker
            label="Send at"
            placeholder="Pick a date and time"
            minDate={new Date()}
            submitButtonProps={{ 'aria-label': 'Done' }}
            value={picked}
            onChange={setPicked}
            error={shownErrors.send_at}
            clearable
            miw={220}
            size="sm"
          />
        ) : null}
        <Button
          type="submit"
          loading={busy}
          leftSection={
            mode === 'now' ? (
              <IconSend size={16} aria-hidden />
            ) : (
              <IconClock size={16} aria-hidden />
            )
          }
        >
          {mode === 'now' ? 'Send' : 'Schedule'}
        </Button>
      </Group>
    </Stack>
  );
}
