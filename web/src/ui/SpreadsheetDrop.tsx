import { Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';

/** What a spreadsheet drop zone accepts: CSV and Excel, by type and extension. */
export const spreadsheetTypes = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv', '.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** The inside of a drop zone for one spreadsheet: its state's icon, a title and a hint. */
export function SpreadsheetDropBody(props: { title: string; hint: string }) {
  return (
    <Stack
      align="center"
      gap="xs"
      py="xl"
      mih={180}
      justify="center"
      style={{ pointerEvents: 'none' }}
    >
      <Dropzone.Accept>
        <IconUpload size={40} aria-hidden />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconX size={40} aria-hidden />
      </Dropzone.Reject>
      <Dropzone.Idle>
        <IconFileSpreadsheet size={40} aria-hidden />
      </Dropzone.Idle>
      <Text fw={600}>{props.title}</Text>
      <Text size="sm" c="dimmed">
        {props.hint}
      </Text>
    </Stack>
  );
}
