import type { progressProof } from '@coachline/contract/progress-tracking';
import { Center, Image, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { DateTime } from '../../ui/DateTime';
import { useProofPhoto } from './queries';

// A submitted photo (a proof), downloaded with the coach's token and shown from an object
// address let go when the tile leaves the page; a skeleton while it comes, a plain sign when it
// cannot be shown; its name and when it came below.

type Proof = z.output<typeof progressProof>;

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

const height = 140;

function ProofPhoto(props: { proof: Proof }) {
  const photo = useProofPhoto(props.proof.id);
  const src = useObjectUrl(photo.data);
  if (photo.isError)
    return (
      <Center h={height} bg="gray.1" style={{ flexDirection: 'column' }}>
        <IconPhotoOff size={20} aria-hidden />
        <Text size="xs" c="dimmed">
          The photo could not be shown.
        </Text>
      </Center>
    );
  if (!src) return <Skeleton role="status" h={height} aria-label={`Loading ${props.proof.name}`} />;
  return <Image src={src} alt={props.proof.name} h={height} fit="cover" radius="sm" />;
}

export function ProofTile(props: { proof: Proof }) {
  const { proof } = props;
  return (
    <Paper component="li" withBorder radius="md" p={6} aria-label={proof.name}>
      <Stack gap={4}>
        <ProofPhoto proof={proof} />
        <Text size="xs" c="dimmed" component="div" ta="center">
          <DateTime value={proof.created_at} size="xs" />
        </Text>
      </Stack>
    </Paper>
  );
}

export function ProofGrid(props: { proofs: Proof[]; label: string }) {
  return (
    <ul
      aria-label={props.label}
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 'var(--mantine-spacing-sm)',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
      }}
    >
      {props.proofs.map((p) => (
        <ProofTile key={p.id} proof={p} />
      ))}
    </ul>
  );
}
