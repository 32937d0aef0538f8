import { smsLength } from '@coachline/contract/sms';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** An SMS's length in characters and segments, and a warning before it goes as several. */
export function SmsLengthNote(props: { text: string }) {
  const length = smsLength(props.text);
  return (
    <>
      <Text size="xs" c="dimmed" aria-live="polite">
        {length.characters} characters · {length.segments}{' '}
        {length.segments === 1 ? 'segment' : 'segments'} · {length.remaining} left in this segment (
        {length.encoding})
      </Text>
      {length.segments > 1 ? (
        <Alert color="yellow" icon={<IconAlertTriangle size={16} aria-hidden />} p="xs">
          This message is longer than one SMS: it goes out as {length.segments} segments, each
          billed as one message.
          {length.encoding === 'UCS-2'
            ? ' It has characters outside the GSM alphabet (emoji, curly quotes), so a segment holds 70 characters or fewer.'
            : ''}
        </Alert>
      ) : null}
    </>
  );
}
