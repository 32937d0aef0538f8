import {
  defaultFreeImageSearch,
  type FreePhoto,
  imageLibraryMessages,
} from '@coachline/contract/image-library';
import {
  Alert,
  Anchor,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Pages } from '../../ui/Pages';
import { SearchInput } from '../../ui/SearchInput';
import { useFreeImages, useImageTypes } from './queries';

// Free Images (000 §2.5, §5): stock photos, an empty search looking for Fitness; a photo picked
// goes to the cropper like a file picked.

export function FreeImagesTab(props: { onPick: (photo: FreePhoto) => void; picking: boolean }) {
  const types = useImageTypes();
  const on = types.data?.free_images === true;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 400);
  const [page, setPage] = useState(1);
  const photos = useFreeImages(debounced || defaultFreeImageSearch, page, on);

  if (types.data && !on)
    return (
      <Alert color="gray" role="status">
        {imageLibraryMessages.freeImagesOff}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <SearchInput
        label="Search free images"
        placeholder={`Search free images (${defaultFreeImageSearch})`}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      {photos.isError ? (
        <Alert color="red" role="alert">
          {imageLibraryMessages.freeImagesFailed}
        </Alert>
      ) : photos.isLoading || !photos.data ? (
        <Skeleton role="status" h={240} aria-busy aria-label="Loading free images" />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" aria-busy={props.picking}>
          {photos.data.photos.map((photo) => (
            <Stack key={photo.id} gap={2}>
              <UnstyledButton
                onClick={() => props.onPick(photo)}
                disabled={props.picking}
                aria-label={`Use photo: ${photo.alt || `by ${photo.photographer}`}`}
              >
                <Image src={photo.src.large} alt="" h={100} radius="sm" />
              </UnstyledButton>
              <Text size="xs" c="dimmed" truncate>
                <Anchor href={photo.photographer_url} target="_blank" rel="noreferrer">
                  {photo.photographer}
                </Anchor>
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <Pages
        total={photos.data?.last_page ?? 1}
        value={page}
        onChange={setPage}
        label="Free image pages"
      />
    </Stack>
  );
}
