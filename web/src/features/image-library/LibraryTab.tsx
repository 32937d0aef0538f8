import {
  type LibraryImage,
  libraryPerPage,
  logoSize,
  squareLogoSize,
} from '@coachline/contract/image-library';
import {
  ActionIcon,
  Checkbox,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconFolderShare, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { Pages } from '../../ui/Pages';
import { dragAssets, FolderBrowser, MoveToFolderModal } from '../folders/FolderBrowser';
import { imageKeys } from './keys';
import { useDeleteImage, useImageTypes, useLibraryImages } from './queries';

// My Library (000 §2.5): the images folders (main and archived, breadcrumb), the current
// folder's images twelve a page, by size, to pick one, move it to a folder (its button, or
// dragged onto a folder) or delete it for good.

/** 000 §8: what deleting an image asks first. */
export const deleteImageText = 'Deleting an image is permanent and cannot be recovered.';

export function LibraryTab(props: { size: string; onPick: (image: LibraryImage) => void }) {
  const [folder] = useFolderPlace('images');
  const abilities = useAbilities('files');
  const types = useImageTypes();
  const sized = props.size !== 'all';
  const [type, setType] = useState<string | null>(sized ? props.size : null);
  const [sizeOnly, setSizeOnly] = useState(sized);
  const [page, setPage] = useState(1);
  const [moving, setMoving] = useState<number[]>([]);
  const images = useLibraryImages({
    page,
    per_page: libraryPerPage,
    folder_id: folder.folderId ?? 0,
    type: type ?? undefined,
    selected_size_only: type && sizeOnly ? 1 : 0,
  });
  const remove = useDeleteImage();
  const filters = [
    ...new Set([
      ...(sized ? [props.size] : []),
      logoSize,
      squareLogoSize,
      ...(types.data?.library_filters ?? []),
    ]),
  ];
  const rows = images.data?.data ?? [];

  return (
    <Stack gap="sm">
      <FolderBrowser assetType="images" assetKeys={imageKeys.all} noun="image" />
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Image size"
          placeholder="Every size"
          clearable
          data={filters}
          value={type}
          onChange={(v) => {
            setType(v);
            setPage(1);
          }}
          maw={200}
        />
        <Checkbox
          label="Selected size only"
          checked={sizeOnly}
          disabled={!type}
          onChange={(e) => {
            setSizeOnly(e.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      {images.isLoading ? (
        <Skeleton role="status" h={240} aria-busy aria-label="Loading images" />
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconPhoto size={24} />}
            title="No images here yet"
            text="Upload an image, or pick another folder or size."
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4 }}
          spacing="sm"
          aria-label="Library images"
          role="list"
        >
          {rows.map((image) => (
            <Paper
              key={image.id}
              withBorder
              radius="md"
              p={4}
              pos="relative"
              role="listitem"
              {...(abilities.update ? dragAssets([image.id]) : {})}
            >
              <UnstyledButton
                onClick={() => props.onPick(image)}
                aria-label={`Use image ${image.id}, ${image.width}×${image.height}`}
                w="100%"
              >
                <Image src={image.img_src} alt="" h={100} fit="contain" />
                <Text size="xs" c="dimmed" ta="center">
                  {`${image.width}×${image.height}`}
                </Text>
              </UnstyledButton>
              {abilities.update ? (
                <ActionIcon
                  pos="absolute"
                  top={6}
                  left={6}
                  variant="light"
                  size="sm"
                  aria-label={`Move image ${image.id} to a folder`}
                  onClick={() => setMoving([image.id])}
                >
                  <IconFolderShare size={14} aria-hidden />
                </ActionIcon>
              ) : null}
              {abilities.delete ? (
                <ActionIcon
                  pos="absolute"
                  top={6}
                  right={6}
                  color="red"
                  variant="light"
                  size="sm"
                  aria-label={`Delete image ${image.id}`}
                  onClick={() => confirmDelete(deleteImageText, () => remove.mutate(image))}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              ) : null}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Pages
        total={images.data?.last_page ?? 1}
        value={page}
        onChange={setPage}
        label="Library pages"
      />
      <MoveToFolderModal
        assetType="images"
        assetKeys={imageKeys.all}
        assetIds={moving}
        onClose={() => setMoving([])}
      />
    </Stack>
  );
}
