import { supportEmail } from '@coachline/contract/constants';
import { messages } from '@coachline/contract/messages';
import { landingRouteFor } from '@coachline/contract/routes';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconApps, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useVisibleAreas } from '../../app/areas';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { ImportLogList } from '../contacts/import/ImportLogList';
import { ContentImportWizard } from '../content-import/ContentImportWizard';
import { useRefreshedSession } from '../session/sessionQuery';
import { AppCard } from './AppCard';

/** 000 §2.7: Contact Support opens a mail to support with the subject Upgrade Plan. */
export const contactSupportHref = `mailto:${supportEmail}?subject=${encodeURIComponent(
  messages.upgradePlanSubject,
)}`;

/** The modal of a card whose integration is off (000 §2.7, §8 "No Content Machine access"). */
function BlockedModal(props: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Content Machine™" centered>
      <Stack gap="md">
        <Text>{messages.contentMachineBlocked}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button component="a" href={contactSupportHref} onClick={props.onClose}>
            {messages.contactSupport}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Apps (/apps): a card for every built area the user may open, and the integrations. */
export function AppsPage() {
  const session = useRefreshedSession();
  const areas = useVisibleAreas();
  const [blocked, setBlocked] = useState(false);
  const [history, setHistory] = useState(false);
  const [wizard, setWizard] = useState<{ history: boolean } | null>(null);
  const landing = landingRouteFor(session?.user.module);
  // The Content Machine: its wizard for the organization's owner where the account has it, the
  // blocked modal where it has not.
  const contentMachine = session?.integrations.fit_funnels;
  const mayImportContent = session?.user.is_organization_owner === true && !session.user.company_id;

  return (
    <Stack gap="lg">
      <PageHeader title="Apps" description="Every part of Coachline you can open, in one place." />
      {areas.length === 0 && contentMachine !== 0 ? (
        <EmptyState
          icon={<IconApps size={24} />}
          title="No apps to open yet"
          text="Your account owner decides which parts of Coachline you can use. Ask them for access."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {areas.map((area) => (
            <AppCard
              key={area.route}
              icon={area.icon}
              title={area.title}
              description={area.description}
              launch={{ kind: 'route', to: area.path }}
              target={area.meta.checkout ? '_blank' : '_self'}
              pinned={area.route === landing ? 'Opens after you sign in' : undefined}
              onImportHistory={area.route === 'ContactIndex' ? () => setHistory(true) : undefined}
            />
          ))}
          {contentMachine === 0 ? (
            <AppCard
              icon={IconFileImport}
              title="Content Machine™"
              description="Fill your account with ready-made content from a spreadsheet."
              launch={{ kind: 'action', run: () => setBlocked(true) }}
              target="_blank"
            />
          ) : contentMachine === 1 && mayImportContent ? (
            <AppCard
              icon={IconFileImport}
              title="Content Machine™"
              description="Fill your accounts with ready-made forms and email templates from a spreadsheet."
              launch={{ kind: 'action', run: () => setWizard({ history: false }) }}
              onImportHistory={() => setWizard({ history: true })}
            />
          ) : null}
        </SimpleGrid>
      )}
      <BlockedModal opened={blocked} onClose={() => setBlocked(false)} />
      <ContentImportWizard
        opened={wizard !== null}
        showHistory={wizard?.history}
        onClose={() => setWizard(null)}
      />
      <Modal opened={history} onClose={() => setHistory(false)} title="Import History" size="lg">
        <ImportLogList />
      </Modal>
    </Stack>
  );
}
