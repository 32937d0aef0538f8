import { breadcrumbsFor, matchPath } from '@coachline/contract/routes';
import { Anchor, Box, Breadcrumbs, Burger, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { MessageBell } from './MessageBell';
import { ProfileMenu } from './ProfileMenu';
import { ToolsPanel } from './ToolsPanel';

function useCrumbs() {
  const { pathname } = useLocation();
  const match = matchPath(pathname);
  if (!match) return [];
  try {
    return breadcrumbsFor(match.route.name, match.params);
  } catch {
    return [];
  }
}

/** Breadcrumbs from the route meta (000 §2.4); phones show only the current page. */
function ShellBreadcrumbs() {
  const crumbs = useCrumbs();
  const current = crumbs[crumbs.length - 1];
  if (!current) return null;
  return (
    <Box component="nav" aria-label="Breadcrumb" style={{ minWidth: 0 }}>
      <Breadcrumbs visibleFrom="sm" separatorMargin={6}>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <Text key={crumb.path} size="sm" fw={600} aria-current="page" truncate>
              {crumb.title}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
              {crumb.title}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      <Text hiddenFrom="sm" size="sm" fw={600} truncate aria-current="page">
        {current.title}
      </Text>
    </Box>
  );
}

export function Header(props: { burgerOpened: boolean; onBurger: () => void }) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={props.burgerOpened}
          onClick={props.onBurger}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
          aria-expanded={props.burgerOpened}
          aria-controls="main-navigation"
        />
        <Text fw={800} c="blue.9" visibleFrom="xs">
          Coachline
        </Text>
        <ShellBreadcrumbs />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <ToolsPanel />
        <MessageBell />
        <ProfileMenu />
      </Group>
    </Group>
  );
}
