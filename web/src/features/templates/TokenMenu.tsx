import { tokenGroups } from '@coachline/contract/personalization';
import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';

/** The personalization tokens of 000 §3, by group; picking one inserts `{{token}}`. */
export function TokenMenu(props: { label: string; onPick: (token: string) => void }) {
  return (
    // The picked token moves the focus to where it went, not back to this button.
    <Menu position="bottom-end" withinPortal shadow="md" returnFocus={false}>
      <Menu.Target>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconBraces size={14} aria-hidden />}
          aria-label={props.label}
        >
          Insert token
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={320} type="auto">
          {tokenGroups.map((group) => (
            <div key={group.group}>
              <Menu.Label>{group.label}</Menu.Label>
              {group.tokens.map((t) => (
                <Menu.Item key={t.token} onClick={() => props.onPick(`{{${t.token}}}`)}>
                  {t.label}
                </Menu.Item>
              ))}
            </div>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The text with `insert` put where the field's cursor is (at the end when it has none). */
export function insertAtCursor(
  field: HTMLInputElement | HTMLTextAreaElement | null,
  text: string,
  insert: string,
) {
  const start = field?.selectionStart ?? text.length;
  const end = field?.selectionEnd ?? start;
  return text.slice(0, start) + insert + text.slice(end);
}
