import { buildPath } from '@coachline/contract/routes';
import { ActionIcon, Box, NavLink, Stack, Switch, Tooltip } from '@mantine/core';
import {
  IconChevronsLeft,
  IconChevronsRight,
  IconHome,
  IconSettings,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { useRefreshedSession } from '../../features/session/sessionQuery';
import { guardStateOf } from '../guardState';
import { useSession } from '../session';
import { setSidebarExpanded, setTips, useUi } from '../uiState';
import classes from './Shell.module.css';
import { useTipsEnabled } from './useTips';

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

/** The sidebar of 000 §2.4: Home, Contacts, Checkouts, Settings, tips switch, expand toggle. */
export function Sidebar(props: { compact: boolean }) {
  const flags = useSession();
  const session = useRefreshedSession();
  const expanded = useUi((s) => s.sidebarExpanded);
  const tips = useTipsEnabled();
  const { pathname } = useLocation();
  const user = session?.user;
  const { canView } = guardStateOf(flags, session);
  const canViewSettings = canView('admin-settings');

  // Links the guard would turn away are not offered.
  const items: Item[] = [{ label: 'Home', to: buildPath('Home'), icon: IconHome }];
  if (canView('contacts-center')) {
    items.push({ label: 'Contacts', to: buildPath('ContactIndex'), icon: IconUsers });
  }
  if (user?.checkout_enabled && canView('checkouts')) {
    items.push({ label: 'Checkouts', to: buildPath('CheckoutIndex'), icon: IconShoppingCart });
  }
  const settings: Item = { label: 'Settings', to: buildPath('AdminSettings'), icon: IconSettings };
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);

  return (
    <Stack h="100%" justify="space-between" p="sm" gap="sm">
      <Stack gap={4}>
        {items.map((item) => (
          <SidebarLink
            key={item.to}
            item={item}
            compact={props.compact}
            tips={tips}
            active={isActive(item.to)}
          />
        ))}
      </Stack>
      <Stack gap="sm">
        {canViewSettings ? (
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
