import { Alert, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// The end of a check-in's form: what the server refused that no field shows, a line of status,
// and the button in the check-in's colours, held while a photo uploads.

export function SubmitBar(props: {
  settings: { submit_text: string; button_color: string; button_text_color: string };
  problem: string | null;
  sending: boolean;
  uploading: boolean;
  status?: ReactNode;
}) {
  const s = props.settings;
  return (
    <>
      {props.problem ? (
        <Alert color="red" role="alert">
          {props.problem}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed" aria-live="polite">
        {props.status}
        {props.uploading ? ' Wait for the photo to finish uploading.' : ''}
      </Text>
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={props.sending}
        disabled={props.uploading}
        style={{ backgroundColor: s.button_color, color: s.button_text_color }}
      >
        {s.submit_text}
      </Button>
    </>
  );
}
