import { apiDocsPath, supportEmail } from '@coachline/contract/constants';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Button, List, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useContactAbilities } from '../../features/contacts/abilities';
import { ImportLogList } from '../../features/contacts/import/ImportLogList';
import { DeletedContactsModal } from '../../features/contacts/list/DeletedContactsModal';
import { defaultListState } from '../../features/contacts/list/listState';
import { useExportContacts } from '../../features/contacts/list/queries';
import { useGroups } from '../../features/groups/queries';
import { useMembership } from '../../features/session/sessionQuery';
import { useTags } from '../../features/tags/queries';
import { useAbilities } from '../abilities';
import { useVisibleAreas } from '../areas';

// The tools panel's tabs (000 §2.4): Help, Importer, guide, apps and tools.

function HelpTab() {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Every screen has tooltips: switch them on with Tooltips at the bottom of the sidebar.
      </Text>
      <Text size="sm">
        Questions or a problem? Write to{' '}
        <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
      </Text>
      <Text size="sm">
        Connecting another system? The{' '}
        <Anchor href={apiDocsPath} target="_blank" rel="noopener noreferrer">
          API documentation
        </Anchor>{' '}
        lists every call.
      </Text>
    </Stack>
  );
}

function ImporterTab() {
  const contacts = useContactAbilities();
  if (!contacts.view) return <Text size="sm">You do not have access to contact imports.</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Import contacts from a CSV or Excel file on the contacts page; each import is listed here
        with its rows and errors.
      </Text>
      {contacts.create ? (
        <Button component={Link} to={buildPath('ContactIndex')} variant="light">
          Go to the import
        </Button>
      ) : null}
      <ImportLogList />
    </Stack>
  );
}

function Step(props: { done: boolean; children: React.ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={20} radius="xl" color={props.done ? 'teal.8' : 'gray.6'} aria-hidden>
          <IconCheck size={12} />
        </ThemeIcon>
      }
    >
      {props.children}
      <Text span size="xs" c="dimmed">
        {props.done ? ' — done' : ''}
      </Text>
    </List.Item>
  );
}

/** The first steps of a new account, each checked from the account's own data. */
function GuideTab() {
  const membership = useMembership();
  const tagsAllowed = useAbilities('tags').view;
  const groupsAllowed = useAbilities('groups').view;
  const tags = useTags(tagsAllowed);
  const groups = useGroups(1, '', 25, groupsAllowed);
  return (
    <List spacing="sm" center>
      <Step done={(membership?.contacts_count ?? 0) > 0}>
        <Anchor component={Link} to={buildPath('ContactIndex')}>
          Add or import your contacts
        </Anchor>
      </Step>
      {tagsAllowed ? (
        <Step done={(tags.data?.original.length ?? 0) > 0}>
          <Anchor component={Link} to={buildPath('TagIndex')}>
            Create tags to sort them
          </Anchor>
        </Step>
      ) : null}
      {groupsAllowed ? (
        <Step done={(groups.data?.total ?? 0) > 0}>
          <Anchor component={Link} to={buildPath('GroupIndex')}>
            Put contacts you work with together in a group
          </Anchor>
        </Step>
      ) : null}
    </List>
  );
}

function AppsTab() {
  const areas = useVisibleAreas();
  return (
    <Stack gap="xs">
      {areas.map((area) => (
        <Anchor key={area.route} component={Link} to={area.path}>
          {area.title}
        </Anchor>
      ))}
      <Anchor component={Link} to={buildPath('AppsIndex')} fw={600}>
        All apps
      </Anchor>
    </Stack>
  );
}

function ToolsTab() {
  const contacts = useContactAbilities();
  const exporter = useExportContacts();
  const [deleted, setDeleted] = useState(false);
  if (!contacts.view) return <Text size="sm">No tools are open to you yet.</Text>;
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={exporter.isPending}
        onClick={() => exporter.mutate({ method: 'csv', selection: null, state: defaultListState })}
      >
        Export all contacts (CSV)
      </Button>
      <Button
        variant="default"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setDeleted(true)}
      >
        Deleted contacts
      </Button>
      <DeletedContactsModal
        opened={deleted}
        onClose={() => setDeleted(false)}
        canRestore={contacts.update}
      />
    </Stack>
  );
}

export function ToolsPanelContent() {
  return (
    <Tabs defaultValue="help" keepMounted={false}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="help">Help</Tabs.Tab>
        <Tabs.Tab value="importer">Importer</Tabs.Tab>
        <Tabs.Tab value="guide">Guide</Tabs.Tab>
        <Tabs.Tab value="apps">Apps</Tabs.Tab>
        <Tabs.Tab value="tools">Tools</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="help">
        <HelpTab />
      </Tabs.Panel>
      <Tabs.Panel value="importer">
        <ImporterTab />
      </Tabs.Panel>
      <Tabs.Panel value="guide">
        <GuideTab />
      </Tabs.Panel>
      <Tabs.Panel value="apps">
        <AppsTab />
      </Tabs.Panel>
      <Tabs.Panel value="tools">
        <ToolsTab />
      </Tabs.Panel>
    </Tabs>
  );
}
