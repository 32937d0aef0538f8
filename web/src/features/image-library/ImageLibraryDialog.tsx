import { type LibraryImage, logoSize } from '@coachline/contract/image-library';
import { Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ImageUploader } from './ImageUploader';
import { useImageTypes } from './queries';

// The image library from the file manager: upload an image at one of the named sizes (or any
// size), crop it, or browse, pick and delete the library's images.

export function ImageLibraryDialog(props: { opened: boolean; onClose: () => void }) {
  const types = useImageTypes();
  const [size, setSize] = useState<string>(logoSize);
  const [image, setImage] = useState<LibraryImage | null>(null);
  const named = types.data?.types.map((t) => ({
    value: t.value,
    label: t.name ? `${t.value} (${t.name})` : t.value,
  })) ?? [{ value: logoSize, label: logoSize }];
  const sizes = [{ value: 'all', label: 'Any size' }, ...named];
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Image library" size="md">
      <Stack gap="md">
        <Select
          label="Image size"
          data={sizes}
          value={size}
          allowDeselect={false}
          searchable
          onChange={(v) => {
            if (v) setSize(v);
          }}
        />
        <ImageUploader size={size} value={image?.img_src} onChange={setImage} label="Image" />
        {image ? (
          <Text size="sm" aria-live="polite">
            Chosen: {image.width}×{image.height} ({image.type})
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
