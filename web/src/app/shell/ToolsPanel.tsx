import { ActionIcon, Drawer, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { lazyPage } from '../lazyPage';

// The panel's tabs load with their first opening, not with the shell.
const ToolsPanelContent = lazyPage(() => import('./ToolsPanelContent'), 'ToolsPanelContent');

/** The tools panel of 000 §2.4 (Help, Importer, guide, apps, tools), opened from the header. */
export function ToolsPanel() {
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // Following one of its links closes the panel.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);
  return (
    <>
      <Tooltip label="Tools">
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Tools" onClick={open}>
          <IconLayoutGrid size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Drawer opened={opened} onClose={close} position="right" title="Tools" size="md">
        <Suspense fallback={<PageSkeleton label="Loading tools…" />}>
          <ToolsPanelContent />
        </Suspense>
      </Drawer>
    </>
  );
}
