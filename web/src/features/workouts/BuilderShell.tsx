import { buildPath } from '@coachline/contract/routes';
import { ActionIcon, Alert, Anchor, Group, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';

// What the workout's and the plan's builders share: the page loaded by its id, a link back,
// the name with its rename button, and tabs kept in `?tab=` (the first one has none).

/** The tab `?tab=` names, else the first; and a setter that keeps the other params. */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: T = tabs.find((t) => t === requested) ?? tabs[0];
  const show = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === tabs[0]) next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  return [tab, show] as const;
}

/** The builder once its program loads; 404 for a bad id or one the location does not have. */
export function BuilderGate<T extends { id: number }>(props: {
  /** "workout", "plan": in the failure and the loading label. */
  noun: string;
  id: number | null;
  found: UseQueryResult<T | null>;
  children: (program: T) => ReactNode;
}) {
  const { found } = props;
  if (props.id === null || found.data === null)
    return <Navigate to={buildPath('Error-404')} replace />;
  if (found.isError) return <Alert color="red">{`The ${props.noun} could not be loaded.`}</Alert>;
  if (!found.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={`Loading the ${props.noun}`}>
        <Skeleton h={48} w="40%" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  return props.children(found.data);
}

export type BuilderTab<T extends string> = { value: T; label: string; panel: ReactNode };

export function BuilderPage<T extends string>(props: {
  back: { to: string; label: string };
  name: string;
  /** The rename button's label: "Rename workout". */
  renameLabel: string;
  onRename: () => void;
  /** What shows below the name: description, counts. */
  details: ReactNode;
  tab: T;
  onTab: (value: string | null) => void;
  tabs: BuilderTab<T>[];
  /** The dialogs and drawers the page opens. */
  children: ReactNode;
}) {
  const canUpdate = useAbilities('workouts').update;
  return (
    <Stack gap="md" pb="md">
      <Anchor component={Link} to={props.back.to} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
        {props.back.label}
      </Anchor>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {props.name}
          </Title>
          {canUpdate ? (
            <ActionIcon variant="subtle" aria-label={props.renameLabel} onClick={props.onRename}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        {props.details}
      </Stack>
      <Tabs value={props.tab} onChange={props.onTab} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {props.tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {props.tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
      {props.children}
    </Stack>
  );
}
