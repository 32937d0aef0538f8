import { Stack, Tabs, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingRows } from '../../ui/LoadingRows';
import { PageHeader } from '../../ui/PageHeader';
import { usePhone } from '../../ui/usePhone';
import { useRefreshedSession } from '../session/sessionQuery';
import { type SettingsTab, settingsModules, settingsTabs } from './settingsTabs';

/** Of the tabs shown, the one `?module=&tab=` asks for, else the module's first, else the first. */
function tabOf(tabs: readonly SettingsTab[], search: URLSearchParams): SettingsTab {
  const tab = search.get('tab');
  const module = search.get('module');
  return tabs.find((t) => t.value === tab) ?? tabs.find((t) => t.module === module) ?? tabs[0]!;
}

/**
 * Admin Settings (002 §2): the organization's settings, one tab each, the tab in
 * `?module=&tab=`. The tabs stand in a column beside the panel, above it on a phone.
 */
export function AdminSettingsPage() {
  const [search, setSearch] = useSearchParams();
  const session = useRefreshedSession();
  const tabs = settingsTabs.filter((tab) => !tab.shownTo || (session && tab.shownTo(session)));
  const current = tabOf(tabs, search);
  const phone = usePhone();

  return (
    <Stack gap="md">
      <PageHeader title="Admin Settings" description="How your organization works and sends." />
      <Tabs
        value={current.value}
        onChange={(value) => {
          const tab = tabs.find((t) => t.value === value);
          if (tab) setSearch({ module: tab.module, tab: tab.value }, { replace: true });
        }}
        orientation={phone ? 'horizontal' : 'vertical'}
        styles={{ tab: { justifyContent: 'flex-start' }, tabLabel: { textAlign: 'start' } }}
        keepMounted={false}
      >
        <Tabs.List aria-label="Settings">
          {tabs.map((tab, i) => [
            // Each module's name heads its tabs in the column (a phone's row has no room).
            !phone && tab.module !== tabs[i - 1]?.module ? (
              <Text
                key={`module-${tab.module}`}
                role="presentation"
                size="xs"
                fw={700}
                c="dimmed"
                tt="uppercase"
                px="md"
                pt={i === 0 ? 0 : 'sm'}
                pb={4}
              >
                {settingsModules[tab.module]}
              </Text>
            ) : null,
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>,
          ])}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt={phone ? 'md' : 0} pl={phone ? 0 : 'md'}>
            <Suspense fallback={<LoadingRows rows={2} h={160} radius="md" label="Loading" />}>
              <tab.Panel />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
