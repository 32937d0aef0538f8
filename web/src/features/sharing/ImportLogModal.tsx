import { Modal } from '@mantine/core';
import { useState } from 'react';
import { ImportsTable } from './ImportsTable';
import { useImportLogs } from './queries';

// The log of what this location imported from share links (GET asset/get-import-logs).

export function ImportLogModal(props: { opened: boolean; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const logs = useImportLogs({ page, per_page: 10 }, props.opened);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Imported assets" size="lg" centered>
      <ImportsTable
        imports={logs}
        label="Import log"
        columns={['asset', 'from', 'by']}
        empty="Nothing has been imported into this location yet."
        onPage={setPage}
      />
    </Modal>
  );
}
