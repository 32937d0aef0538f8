import { Alert, Paper, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { ProofGrid } from './ProofTile';
import { useProofs } from './queries';

// The Proofs tab: the photos contacts submitted, latest first.

export function ProofsPanel(props: { trackingId: number }) {
  const [page, setPage] = useState(1);
  const proofs = useProofs(props.trackingId, { page, per_page: 24 });
  if (proofs.isLoading) return <LoadingRows rows={2} h={120} label="Loading the photos" />;
  if (proofs.isError) return <Alert color="red">The photos could not be loaded.</Alert>;
  const rows = proofs.data?.data ?? [];
  if (rows.length === 0)
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={<IconPhoto size={24} />}
          title="No photos yet"
          text="Add a photo question to a section: the photos your contacts send with their check-ins show here."
        />
      </Paper>
    );
  return (
    <Stack gap="md">
      <ProofGrid proofs={rows} label="Submitted photos" />
      {proofs.data ? <ListFooter list={proofs.data} onPage={setPage} label="Photo pages" /> : null}
    </Stack>
  );
}
