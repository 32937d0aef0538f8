import { tokenGroups } from '@coachline/contract/personalization';
import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';

/**
 * The personalization tokens of 000 §3, by group: picking one hands `{{token}}` to the field
 * it writes into. Groups whose areas a send does not know render empty.
 */
export function TokenPicker(props: { onPick: (token: string) => void; label?: string }) {
  return (
    // The field takes the focus with the token, not this button.
    <Menu position="bottom-end" withinPortal shadow="md" returnFocus={false}>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconBraces size={14} aria-hidden />}
        >
          {props.label ?? 'Insert personalization'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah={320} type="auto">
          {tokenGroups.map((group) => (
            <div key={group.group}>
              <Menu.Label>{group.label}</Menu.Label>
              {group.tokens.map((token) => (
                <Menu.Item key={token.token} onClick={() => props.onPick(`{{${token.token}}}`)}>
                  {token.label}
                </Menu.Item>
              ))}
            </div>
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}
