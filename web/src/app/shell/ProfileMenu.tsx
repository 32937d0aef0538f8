import type { LocationRecord } from '@coachline/contract/auth';
import { messages } from '@coachline/contract/messages';
import { Avatar, Loader, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconLock, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useLogout } from '../../features/auth/queries';
import { useAccessSwitch, useLocations } from '../../features/session/queries';
import { useRefreshedSession } from '../../features/session/sessionQuery';
import { goTo } from '../navigation';
import { EditProfileModal } from './EditProfileModal';
import { whereOf } from './WhereAmI';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w.charAt(0).toUpperCase())
      .join('') || '?'
  );
}

type Target = { kind: 'account' | 'location'; location: LocationRecord };

/** Select Profile: the primary account, then sub accounts (000 §2.4). */
function profileTargets(data: {
  company: LocationRecord;
  company_user_locations: LocationRecord[];
}): Target[] {
  const subs = data.company_user_locations.filter((l) => l.id !== data.company.id);
  return [
    { kind: 'account', location: data.company },
    ...subs.map((location) => ({ kind: 'location' as const, location })),
  ];
}

export function ProfileMenu() {
  const session = useRefreshedSession();
  const user = session?.user;
  const [opened, setOpened] = useState(false);
  const [editing, edit] = useDisclosure(false);
  const locations = useLocations(opened);
  const access = useAccessSwitch();
  const logout = useLogout();
  const busy = access.isPending || access.isSuccess;

  if (!session || !user) return null;
  const where = whereOf(session);
  const name = user.full_name || user.email;
  const accessedId = locations.data?.accessed_location.id;

  return (
    <>
      <Menu
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={280}
        shadow="md"
        closeOnItemClick={false}
      >
        <Menu.Target>
          <UnstyledButton style={{ borderRadius: '50%' }}>
            {/* The initials are a picture of the user; the button's name says what it does. */}
            <Avatar src={user.profile_pic} alt="" radius="xl" color="blue" aria-hidden>
              {initials(name)}
            </Avatar>
            <VisuallyHidden>Profile menu</VisuallyHidden>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
            <Text size="xs" c="dimmed" truncate mt={4}>
              {where.organization} · {where.location}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Label>{messages.selectProfile}</Menu.Label>
          {locations.isPending ? (
            <Menu.Item disabled leftSection={<Loader size={14} />}>
              Loading profiles…
            </Menu.Item>
          ) : null}
          {locations.data
            ? profileTargets(locations.data).map((t) => {
                const current = t.location.id === accessedId;
                return (
                  <Menu.Item
                    key={`${t.kind}-${t.location.id}`}
                    disabled={busy || current || t.location.is_suspended}
                    aria-current={current ? 'true' : undefined}
                    leftSection={
                      current ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />
                    }
                    rightSection={
                      access.variables?.id === t.location.id && busy ? <Loader size={14} /> : null
                    }
                    onClick={() => access.mutate({ kind: t.kind, id: t.location.id })}
                  >
                    <Text size="sm" truncate>
                      {t.location.businessname}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t.kind === 'account' ? 'Primary account' : 'Sub account'}
                      {t.location.is_suspended ? ' · suspended' : ''}
                    </Text>
                  </Menu.Item>
                );
              })
            : null}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconUserEdit size={16} aria-hidden />}
            disabled={busy}
            onClick={() => {
              setOpened(false);
              edit.open();
            }}
          >
            {messages.editProfile}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLock size={16} aria-hidden />}
            disabled={busy}
            onClick={() => {
              setOpened(false);
              goTo('Security');
            }}
          >
            Security
          </Menu.Item>
          <Menu.Item
            color="red"
            // Mantine writes a menu item in shade 6 of its colour, 3.3:1 on white.
            c="red.9"
            leftSection={<IconLogout size={16} aria-hidden />}
            disabled={busy || logout.isPending}
            onClick={() => logout.mutate()}
          >
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <EditProfileModal opened={editing} onClose={edit.close} />
    </>
  );
}
