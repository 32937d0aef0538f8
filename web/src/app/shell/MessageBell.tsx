import { buildPath } from '@coachline/contract/routes';
import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUnreadCount } from '../../features/session/queries';
import { useTipsEnabled } from './useTips';

/** The message bell: unread portal chat plus SMS, opening the message center. */
export function MessageBell() {
  const unread = useUnreadCount();
  const tips = useTipsEnabled();
  const total = unread.data?.total ?? 0;
  const label = `Messages, ${total} unread`;
  return (
    <Tooltip label={label} disabled={!tips}>
      <Indicator
        label={<span aria-hidden>{total > 99 ? '99+' : total}</span>}
        size={18}
        color="red"
        disabled={total === 0}
        offset={4}
      >
        <ActionIcon
          component={Link}
          to={buildPath('MessageCenter')}
          variant="subtle"
          size="lg"
          aria-label={label}
        >
          <IconBell size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
