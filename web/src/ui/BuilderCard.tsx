import {
  ActionIcon,
  Alert,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

// One card of a builder's flow (a journey's trigger or action, a sequence's message): its
// picture, title and the line about its settings, opening its panel when clicked; what it
// still lacks, in a warning that says so in words; its actions and its delete. An if/else card
// holds its branches below.

export function BuilderCard(props: {
  icon: Icon;
  title: string;
  summary: string | null;
  incomplete: string | null;
  /** The drag handle of a card that can be reordered. */
  handle?: ReactNode;
  onOpen: () => void;
  /** Buttons or a menu of the card's own, before its delete. */
  actions?: ReactNode;
  /** Absent for users who may not change the flow. */
  onDelete?: (() => void) | undefined;
  children?: ReactNode;
}) {
  const { icon: CardIcon } = props;
  return (
    <Paper withBorder radius="md" p="sm" shadow="xs">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {props.handle}
          <UnstyledButton onClick={props.onOpen} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                <CardIcon size={18} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {props.title}
                </Text>
                <Text size="sm" c={props.summary ? undefined : 'dimmed'} lineClamp={2}>
                  {props.summary ?? 'Not set up yet: click to choose its settings.'}
                </Text>
              </Stack>
            </Group>
          </UnstyledButton>
          {props.actions}
          {props.onDelete ? (
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={`Delete ${props.title}`}
              onClick={props.onDelete}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        {props.incomplete ? (
          // A note, not an alert: it is there from the start, and read with the card.
          <Alert
            color="yellow"
            p={6}
            role="note"
            icon={<IconAlertTriangle size={16} aria-hidden />}
          >
            <Text size="xs" fw={600} span>
              Incomplete:
            </Text>{' '}
            <Text size="xs" span>
              {props.incomplete}
            </Text>
          </Alert>
        ) : null}
        {props.children}
      </Stack>
    </Paper>
  );
}
