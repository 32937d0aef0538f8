import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { EmailButtonManager } from './EmailButtonManager';
import { SignatureList } from './SignatureList';

// The signature manager (001 §2) with the location's email buttons as its second tab; the
// tab shows in the address (?tab=buttons) so a reload or a link keeps it.

const tabs = { signatures: 'signatures', buttons: 'buttons' } as const;

export function SignatureIndexPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === tabs.buttons ? tabs.buttons : tabs.signatures;
  return (
    <Stack gap="md">
      <PageHeader
        title="Signatures"
        description="How your emails end, and the buttons they can carry."
      />
      <Tabs
        value={tab}
        onChange={(next) =>
          setSearch(next === tabs.buttons ? { tab: tabs.buttons } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value={tabs.signatures}>Signatures</Tabs.Tab>
          <Tabs.Tab value={tabs.buttons}>Email buttons</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={tabs.signatures} pt="md">
          <SignatureList />
        </Tabs.Panel>
        <Tabs.Panel value={tabs.buttons} pt="md">
          <EmailButtonManager />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
