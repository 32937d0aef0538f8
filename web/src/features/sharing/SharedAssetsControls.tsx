import { Button } from '@mantine/core';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ImportLogModal } from './ImportLogModal';
import { ImportShareDialog } from './ImportShareDialog';

/**
 * What a list of shareable assets offers besides its own: the Import log and Import buttons
 * for its header, and their dialogs. A share link opens its list with `?import={token}`, which
 * opens the import dialog with it.
 */
export function useSharedAssetsControls(props: { canImport: boolean; invalidates: QueryKey[] }) {
  const [params, setParams] = useSearchParams();
  const sharedLink = params.get('import') ?? undefined;
  const [importing, setImporting] = useState(false);
  const [showingLog, setShowingLog] = useState(false);
  const closeImport = () => {
    setImporting(false);
    if (sharedLink) setParams({}, { replace: true });
  };
  const buttons = (
    <>
      <Button
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => setShowingLog(true)}
      >
        Import log
      </Button>
      {props.canImport ? (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => setImporting(true)}
        >
          Import
        </Button>
      ) : null}
    </>
  );
  const dialogs = (
    <>
      <ImportShareDialog
        opened={importing || (props.canImport && sharedLink !== undefined)}
        link={sharedLink}
        invalidates={props.invalidates}
        onClose={closeImport}
      />
      <ImportLogModal opened={showingLog} onClose={() => setShowingLog(false)} />
    </>
  );
  return { buttons, dialogs };
}
