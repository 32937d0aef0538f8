import {
  type FreePhoto,
  imageLibraryMessages,
  type LibraryImage,
  maxImagesPerBulkUpload,
} from '@coachline/contract/image-library';
import {
  Alert,
  Button,
  Group,
  Image,
  Modal,
  Paper,
  Progress,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { useFolderPlace } from '../../app/folderState';
import { Deferred } from '../../ui/Deferred';
import { toastError } from '../../ui/toast';
import type { CropSource } from './CropperModal';
import { FreeImagesTab } from './FreeImagesTab';
import { imageFileProblem, imageMimeTypes, reportUploadFailure } from './imageFiles';
import { LibraryTab } from './LibraryTab';
import { fetchPhoto, useBulkUpload, useUploadImage } from './queries';

// The image uploader every content editor uses (000 §2.5, §4.6): a preview and a button that
// opens Upload (pick or drop, then the Cropper), My Library, Free Images and Bulk Upload. The
// value is the chosen image's address; `onChange` hears the whole library image.

const CropperModal = lazy(() =>
  import('./CropperModal').then((m) => ({ default: m.CropperModal })),
);

type Tab = 'upload' | 'library' | 'free' | 'bulk';

export type ImageUploaderProps = {
  /** `WxH` the image is cropped to, or `all` for any size. */
  size: string;
  /** The current image's address. */
  value?: string | undefined;
  onChange: (image: LibraryImage) => void;
  /** What the image is, for its label ("Logo"). */
  label?: string;
  /** An author image keeps its square: no logo ratio toggle. */
  authorImage?: boolean;
  /** Only gifs are taken (and never cropped, to keep their frames). */
  gifOnly?: boolean;
};

/** What a drop zone of the uploader asks for, and what it takes. */
function DropPrompt(props: { action: string; hint: string }) {
  return (
    <Stack
      align="center"
      gap="xs"
      py="xl"
      mih={150}
      justify="center"
      style={{ pointerEvents: 'none' }}
    >
      <IconUpload size={36} aria-hidden />
      <Text size="sm">{props.action}</Text>
      <Text size="xs" c="dimmed">
        {props.hint}
      </Text>
    </Stack>
  );
}

export function ImageUploader(props: ImageUploaderProps) {
  const label = props.label ?? 'Image';
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<Tab>('upload');
  const [folder] = useFolderPlace('images');
  const [source, setSource] = useState<CropSource | null>(null);
  const [gif, setGif] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const asIs = useUploadImage();

  const close = () => {
    setOpened(false);
    setTab('upload');
    setGif(null);
    setProblem(null);
  };
  const chosen = (image: LibraryImage) => {
    setSource(null);
    close();
    props.onChange(image);
  };
  const pick = (file: File | undefined) => {
    if (!file) return;
    const refused = imageFileProblem(file, props.gifOnly);
    setProblem(refused);
    if (refused) return;
    // 000 §4.6: a gif asks first: cropping loses its animation.
    if (file.type === 'image/gif') setGif(file);
    else setSource({ file, fileName: file.name });
  };
  const uploadAsIs = (file: File) =>
    asIs.mutate(
      { file, fileName: file.name, size: props.size, folderId: folder.folderId },
      {
        onSuccess: (res) => chosen(res.response),
        onError: async (error) => setProblem((await reportUploadFailure(error)).join(' ') || null),
      },
    );
  const pickPhoto = async (photo: FreePhoto) => {
    setFetching(true);
    try {
      const blob = await fetchPhoto(photo.src.large2x);
      setSource({ file: blob, fileName: `photo-${photo.id}.${blob.type.split('/')[1] ?? 'jpg'}` });
    } catch {
      toastError(imageLibraryMessages.urlFailed);
    } finally {
      setFetching(false);
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Paper withBorder radius="md" p="xs" miw={120}>
        {props.value ? (
          <Image src={props.value} alt={`${label} preview`} mah={160} fit="contain" />
        ) : (
          <Group gap="xs" c="dimmed" p="sm">
            <IconPhoto size={20} aria-hidden />
            <Text size="sm">No {label.toLowerCase()} yet</Text>
          </Group>
        )}
      </Paper>
      <Button variant="default" onClick={() => setOpened(true)}>
        {props.value ? `Change ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`${label} (${props.size === 'all' ? 'any size' : props.size})`}
        size="xl"
      >
        <Tabs
          value={tab}
          onChange={(v) => setTab((v as Tab | null) ?? 'upload')}
          keepMounted={false}
        >
          <Tabs.List mb="sm">
            <Tabs.Tab value="upload">Upload</Tabs.Tab>
            <Tabs.Tab value="library">My Library</Tabs.Tab>
            <Tabs.Tab value="free">Free Images</Tabs.Tab>
            <Tabs.Tab value="bulk">Bulk Upload</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upload">
            <Stack gap="sm">
              {problem ? (
                <Alert color="red" role="alert">
                  {problem}
                </Alert>
              ) : null}
              {gif ? (
                <Alert color="yellow" title="This is a gif" role="status">
                  <Stack gap="xs">
                    <Text size="sm">
                      Cropping keeps only its first frame: its animation is lost. Upload it as is to
                      keep it moving.
                    </Text>
                    <Group gap="xs">
                      {props.gifOnly ? null : (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => {
                            setSource({ file: gif, fileName: gif.name });
                            setGif(null);
                          }}
                        >
                          Crop it
                        </Button>
                      )}
                      <Button size="xs" loading={asIs.isPending} onClick={() => uploadAsIs(gif)}>
                        Upload as is
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : null}
              <Dropzone
                onDrop={(files) => pick(files[0])}
                multiple={false}
                name="image"
                inputProps={{ 'aria-label': `${label} file` }}
              >
                <DropPrompt
                  action="Drop an image here, or click to choose one"
                  hint={`JPEG, PNG, GIF or WebP, up to 15 MB${props.size === 'all' ? '' : `; at least ${props.size}`}`}
                />
              </Dropzone>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="library">
            <LibraryTab size={props.size} onPick={chosen} />
          </Tabs.Panel>
          <Tabs.Panel value="free">
            <FreeImagesTab onPick={pickPhoto} picking={fetching} />
          </Tabs.Panel>
          <Tabs.Panel value="bulk">
            <BulkUploadTab folderId={folder.folderId} onDone={() => setTab('library')} />
          </Tabs.Panel>
        </Tabs>
      </Modal>
      <Deferred when={source !== null}>
        <CropperModal
          source={source}
          size={props.size}
          authorImage={props.authorImage}
          folderId={folder.folderId}
          onClose={() => setSource(null)}
          onUploaded={chosen}
        />
      </Deferred>
    </Stack>
  );
}

/** Bulk Upload (000 §7.6): several images kept whole into the current folder. */
function BulkUploadTab(props: { folderId: number | null; onDone: () => void }) {
  const [share, setShare] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useBulkUpload(setShare);
  const start = (files: File[]) => {
    if (files.length === 0) return;
    const refused =
      files.length > maxImagesPerBulkUpload
        ? imageLibraryMessages.tooMany
        : files.map((f) => imageFileProblem(f)).find((p) => p !== null);
    setProblem(refused ?? null);
    if (refused) return;
    setShare(0);
    send.mutate(
      { files, folderId: props.folderId },
      { onSuccess: props.onDone, onSettled: () => setShare(null) },
    );
  };
  return (
    <Stack gap="sm">
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Dropzone
        onDrop={start}
        multiple
        accept={imageMimeTypes}
        onReject={() => setProblem(imageLibraryMessages.selectImage)}
        loading={send.isPending}
        name="images"
        inputProps={{ 'aria-label': 'Images to upload' }}
      >
        <DropPrompt
          action={`Drop up to ${maxImagesPerBulkUpload} images here, or click to choose them`}
          hint="They go into the current folder of My Library, each at its own size."
        />
      </Dropzone>
      {share !== null ? (
        <Progress value={Math.round(share * 100)} aria-label="Upload progress" />
      ) : null}
    </Stack>
  );
}
