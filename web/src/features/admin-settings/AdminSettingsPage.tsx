import { Stack, Tabs } from '@mantine/core';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingRows } from '../../ui/LoadingRows';
import { PageHeader } from '../../ui/PageHeader';
import { settingsTabs } from './settingsTabs';

/** Admin Settings (002 §2): the organization's settings, one tab each, the tab in `?tab=`. */
export function AdminSettingsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const current = settingsTabs.find((tab) => tab.value === asked) ?? settingsTabs[0]!;

  return (
    <Stack gap="md">
      <PageHeader title="Admin Settings" description="How your organization works and sends." />
      <Tabs
        value={current.value}
        onChange={(value) => {
          if (value) setSearch({ tab: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {settingsTabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {settingsTabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="md">
            <Suspense fallback={<LoadingRows rows={2} h={160} radius="md" label="Loading" />}>
              <tab.Panel />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
