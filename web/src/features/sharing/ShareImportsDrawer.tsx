import type { Share } from '@coachline/contract/sharing';
import { Drawer } from '@mantine/core';
import { useState } from 'react';
import { ImportsTable } from './ImportsTable';
import { useShareImports } from './queries';

// Where one share of the location was imported: which location, when and by whom
// (GET sharing/{id}/imports, paged).

function ShareImports(props: { share: Share }) {
  const [page, setPage] = useState(1);
  return (
    <ImportsTable
      imports={useShareImports(props.share.id, page)}
      label="Imports"
      columns={['location', 'by']}
      empty="No location has imported it yet."
      onPage={setPage}
    />
  );
}

export function ShareImportsDrawer(props: { share: Share | null; onClose: () => void }) {
  return (
    <Drawer
      opened={props.share !== null}
      onClose={props.onClose}
      position="right"
      size="md"
      title={props.share ? `Imports of ${props.share.title}` : ''}
    >
      {props.share ? <ShareImports key={props.share.id} share={props.share} /> : null}
    </Drawer>
  );
}
