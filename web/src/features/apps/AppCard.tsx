import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { type Icon, IconDotsVertical, IconPinFilled } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What Launch does: open a page of the app, an outside page, or run an action. */
export type AppLaunch =
  | { kind: 'route'; to: string }
  | { kind: 'url'; href: string }
  | { kind: 'action'; run: () => void };

/**
 * An app card (000 §2.7): icon, title, an optional pin mark, and a launch button (Launch, or
 * its own label) that opens a link, by default in the same tab, or runs an action; an optional
 * three-dot menu whose one entry is Import History.
 */
export function AppCard(props: {
  icon: Icon;
  title: string;
  description: string;
  launch: AppLaunch;
  launchLabel?: string;
  target?: '_self' | '_blank';
  pinned?: string;
  onImportHistory?: () => void;
}) {
  const Icon = props.icon;
  const label = props.launchLabel ?? 'Launch';
  const target = props.target ?? '_self';
  const external = target === '_blank' ? { target, rel: 'noopener noreferrer' } : {};
  const launch =
    props.launch.kind === 'action' ? (
      <Button onClick={props.launch.run} aria-label={`${label} ${props.title}`}>
        {label}
      </Button>
    ) : props.launch.kind === 'route' ? (
      <Button
        component={Link}
        to={props.launch.to}
        {...external}
        aria-label={`${label} ${props.title}`}
      >
        {label}
      </Button>
    ) : (
      <Button
        component="a"
        href={props.launch.href}
        {...external}
        aria-label={`${label} ${props.title}`}
      >
        {label}
      </Button>
    );

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={props.title}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
          <Group gap={4} wrap="nowrap">
            {props.pinned ? (
              <Tooltip label={props.pinned}>
                <Badge
                  variant="light"
                  color="orange"
                  leftSection={<IconPinFilled size={12} aria-hidden />}
                >
                  Pinned
                </Badge>
              </Tooltip>
            ) : null}
            {props.onImportHistory ? (
              <Menu position="bottom-end" shadow="md">
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`${props.title} options`}>
                    <IconDotsVertical size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={props.onImportHistory}>Import History</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        </Group>
        <div>
          <Text fw={700}>{props.title}</Text>
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        </div>
        <Group>{launch}</Group>
      </Stack>
    </Paper>
  );
}
