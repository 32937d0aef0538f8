import { Center, Image, Skeleton, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useProofImage } from './queries';

// A proof's photo, downloaded with the coach's token (see useProofImage) and shown from an
// object address let go when the photo leaves the page; a skeleton while it comes, a plain sign
// when it cannot be shown.

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

export function ProofImage(props: { proofId: number; alt: string; h: number }) {
  const image = useProofImage(props.proofId);
  const src = useObjectUrl(image.data);
  if (image.isError)
    return (
      <Center h={props.h} bg="gray.1" style={{ flexDirection: 'column' }}>
        <IconPhotoOff size={20} aria-hidden />
        <Text size="xs" c="dimmed">
          The photo could not be shown.
        </Text>
      </Center>
    );
  if (!src) return <Skeleton role="status" h={props.h} aria-label={`Loading ${props.alt}`} />;
  return <Image src={src} alt={props.alt} h={props.h} fit="cover" />;
}
