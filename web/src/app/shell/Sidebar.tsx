import { buildPath, type RouteGroup } from '@coachline/contract/routes';
import {
  ActionIcon,
  Box,
  Collapse,
  Divider,
  NavLink,
  ScrollArea,
  Stack,
  Switch,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronsLeft,
  IconChevronsRight,
  IconHome,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { areaGroups, sidebarAreas, useVisibleAreas } from '../areas';
import { setSidebarExpanded, setTips, toggleSidebarGroup, useUi } from '../uiState';
import classes from './Shell.module.css';
import { useTipsEnabled } from './useTips';
import { WhereAmI } from './WhereAmI';

type Item = { label: string; to: string; icon: ComponentType<{ size?: number; stroke?: number }> };

function SidebarLink(props: { item: Item; compact: boolean; tips: boolean; active: boolean }) {
  const { item, compact } = props;
  const Icon = item.icon;
  const link = (
    <NavLink
      component={RouterLink}
      to={item.to}
      label={compact ? null : item.label}
      aria-label={item.label}
      active={props.active}
      leftSection={<Icon size={22} stroke={1.6} />}
      className={classes.navItem}
      styles={
        compact
          ? { section: { marginInlineEnd: 0 }, root: { justifyContent: 'center' } }
          : undefined
      }
    />
  );
  return (
    <Tooltip label={item.label} position="right" disabled={!compact && !props.tips}>
      {link}
    </Tooltip>
  );
}

/** A meta group (000 §2.1) as a section that opens and closes; remembered per group. */
function GroupSection(props: {
  group: RouteGroup;
  items: Item[];
  compact: boolean;
  tips: boolean;
  isActive: (to: string) => boolean;
}) {
  const collapsed = useUi((s) => s.collapsedGroups.includes(props.group));
  const id = `sidebar-group-${props.group.toLowerCase()}`;
  const links = props.items.map((item) => (
    <SidebarLink
      key={item.to}
      item={item}
      compact={props.compact}
      tips={props.tips}
      active={props.isActive(item.to)}
    />
  ));
  // Collapsed to icons, the sidebar has no room for headings: a rule parts the groups.
  if (props.compact) {
    return (
      <Stack gap={4} role="group" aria-label={props.group}>
        <Divider my={4} />
        {links}
      </Stack>
    );
  }
  return (
    <Box>
      <UnstyledButton
        className={classes.groupToggle}
        onClick={() => toggleSidebarGroup(props.group)}
        aria-expanded={!collapsed}
        aria-controls={id}
      >
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          {props.group}
        </Text>
        <IconChevronDown
          size={14}
          aria-hidden
          className={classes.groupChevron}
          data-collapsed={collapsed || undefined}
        />
      </UnstyledButton>
      <Collapse in={!collapsed}>
        <Stack gap={4} id={id} role="group" aria-label={props.group}>
          {links}
        </Stack>
      </Collapse>
    </Box>
  );
}

const itemOf = (area: { title: string; path: string; icon: Item['icon'] }): Item => ({
  label: area.title,
  to: area.path,
  icon: area.icon,
});

/**
 * The sidebar of 000 §2.4: where the user is, Home, Contacts and Checkouts, then the built
 * areas the user may view in their meta groups, Settings, the tips switch and the expand toggle.
 */
export function Sidebar(props: { compact: boolean }) {
  const expanded = useUi((s) => s.sidebarExpanded);
  const tips = useTipsEnabled();
  const { pathname } = useLocation();
  const areas = useVisibleAreas();
  const own = useVisibleAreas(sidebarAreas);
  const ownItem = (route: string) => {
    const area = own.find((a) => a.route === route);
    return area ? itemOf(area) : null;
  };
  const checkouts = ownItem('CheckoutIndex');
  const settings = ownItem('AdminSettings');

  const ungrouped = areas.filter((a) => !a.meta.group).map(itemOf);
  const top: Item[] = [{ label: 'Home', to: buildPath('Home'), icon: IconHome }, ...ungrouped];
  if (checkouts) top.push(checkouts);
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);

  return (
    <Stack h="100%" gap={0}>
      <WhereAmI compact={props.compact} />
      <ScrollArea flex={1} type="auto" px="sm" py="xs">
        <Stack gap="xs">
          <Stack gap={4}>
            {top.map((item) => (
              <SidebarLink
                key={item.to}
                item={item}
                compact={props.compact}
                tips={tips}
                active={isActive(item.to)}
              />
            ))}
          </Stack>
          {areaGroups.map((group) => {
            const items = areas.filter((a) => a.meta.group === group).map(itemOf);
            return items.length === 0 ? null : (
              <GroupSection
                key={group}
                group={group}
                items={items}
                compact={props.compact}
                tips={tips}
                isActive={isActive}
              />
            );
          })}
        </Stack>
      </ScrollArea>
      <Stack gap="sm" p="sm">
        {settings ? (
          <SidebarLink
            item={settings}
            compact={props.compact}
            tips={tips}
            active={isActive(settings.to)}
          />
        ) : null}
        <Box
          px={props.compact ? 0 : 'xs'}
          style={{ display: 'flex', justifyContent: props.compact ? 'center' : 'flex-start' }}
        >
          <Tooltip label="Tooltips" position="right" disabled={!props.compact}>
            <Switch
              size="sm"
              checked={tips}
              onChange={(e) => setTips(e.currentTarget.checked)}
              label={props.compact ? undefined : 'Tooltips'}
              aria-label="Tooltips"
            />
          </Tooltip>
        </Box>
        <Box
          visibleFrom="sm"
          style={{ display: 'flex', justifyContent: props.compact ? 'center' : 'flex-end' }}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setSidebarExpanded(!expanded)}
            aria-label={expanded ? 'Collapse sidebar' : 'Expand sidebar'}
            aria-expanded={expanded}
          >
            {expanded ? (
              <IconChevronsLeft size={20} aria-hidden />
            ) : (
              <IconChevronsRight size={20} aria-hidden />
            )}
          </ActionIcon>
        </Box>
      </Stack>
    </Stack>
  );
}
