import { Alert, Group, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { ContactSelect } from '../groups/ContactPicker';
import { ProofGrid } from './ProofGrid';
import { useHabitProofs } from './queries';

// The Proofs tab: the photos contacts checked in, latest first, of everyone or one contact.

export function ProofsPanel(props: { trackingId: number }) {
  const [contactId, setContactId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const proofs = useHabitProofs(props.trackingId, {
    page,
    ...(contactId ? { contact_id: contactId } : {}),
  });
  return (
    <Stack gap="md">
      <Group>
        <ContactSelect
          label="Contact"
          placeholder="Every contact"
          value={contactId}
          onChange={(id) => {
            setContactId(id);
            setPage(1);
          }}
        />
      </Group>
      {proofs.isPending ? (
        <LoadingRows rows={2} h={150} label="Loading the proofs" />
      ) : proofs.isError ? (
        <Alert color="red">The proofs could not be loaded.</Alert>
      ) : proofs.data.total === 0 ? (
        <EmptyState
          icon={<IconPhoto size={24} />}
          title="No proofs yet"
          text={
            contactId
              ? 'This contact has sent no photo yet.'
              : 'Photos contacts send with the habits that ask for one show here.'
          }
        />
      ) : (
        <>
          <ProofGrid proofs={proofs.data.data} label="Proofs" />
          <ListFooter list={proofs.data} onPage={setPage} label="Proof pages" />
        </>
      )}
    </Stack>
  );
}
