import { contactColumnDefaults } from '@coachline/contract/constants';
import type { ContactPreferences } from '@coachline/contract/contacts';
import { Button, Popover, Stack, Switch, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { columnLabels, tableColumns } from '../labels';
import { useContactPreferences, useUpdatePreferences } from './queries';

/** The user's column preferences (001 §3), or the defaults until they load. */
export function useColumns(): { prefs: ContactPreferences; loaded: boolean } {
  const prefs = useContactPreferences();
  return { prefs: prefs.data ?? { ...contactColumnDefaults }, loaded: prefs.isSuccess };
}

/** "Columns": a switch per column, saved to user/update-contact-preferences at once. */
export function ColumnsMenu() {
  const { prefs } = useColumns();
  const update = useUpdatePreferences();
  // The name is always shown: it is the row's link to the profile.
  const keys = [
    ...tableColumns.filter((c) => c !== 'first_name' && c !== 'last_name'),
    'table_header',
  ] as const;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Visible columns">
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Visible columns
          </Text>
          {keys.map((key) => (
            <Switch
              key={key}
              size="sm"
              label={columnLabels[key]}
              checked={prefs[key]}
              onChange={(e) => update.mutate({ [key]: e.currentTarget.checked })}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
