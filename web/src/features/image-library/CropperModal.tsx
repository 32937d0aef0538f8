import {
  imageLibraryMessages,
  initialCropArea,
  type LibraryImage,
  logoRatios,
  logoSize,
  pixelsOf,
  squareLogoSize,
} from '@coachline/contract/image-library';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Slider,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconFlipHorizontal, IconFlipVertical } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { toastSuccess } from '../../ui/toast';
import { reportUploadFailure } from './imageFiles';
import { useUploadImage } from './queries';

// The Cropper (000 §2.5, §4.6, §9): the picture is cut on the server from the original, with the
// box in the original's pixels as shown here (flipped as the buttons say), so nothing is lost
// to a canvas. Loaded with its first use: react-easy-crop stays out of the first bundle.

/** 000 §9: Crop waits this long after the picture shows. */
export const cropperReadyDelayMs = 500;

/** The picture to crop: a file picked or a free photo fetched. */
export type CropSource = { file: Blob; fileName: string };

/** The zoom at which the box covers `initialCropArea` of the picture's side. */
const initialZoom = 1 / initialCropArea;

const isLogoSize = (size: string) => size === logoSize || size === squareLogoSize;

export function CropperModal(props: {
  source: CropSource | null;
  /** `WxH` or `all`. */
  size: string;
  authorImage?: boolean;
  folderId: number | null;
  onClose: () => void;
  onUploaded: (image: LibraryImage) => void;
}) {
  const { source } = props;
  const [url, setUrl] = useState<string | null>(null);
  const [ratioSize, setRatioSize] = useState(props.size);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(initialZoom);
  const [area, setArea] = useState<Area | null>(null);
  const [natural, setNatural] = useState<number | null>(null);
  const [flipH, setFlipH] = useState(false);
  const [flipV, setFlipV] = useState(false);
  const [ready, setReady] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useUploadImage();

  // Each picture starts afresh: its own address, the size's ratio, no flips, not ready.
  useEffect(() => {
    setRatioSize(props.size);
    setCrop({ x: 0, y: 0 });
    setZoom(initialZoom);
    setFlipH(false);
    setFlipV(false);
    setReady(false);
    setNatural(null);
    setErrors([]);
    if (!source) return setUrl(null);
    const address = URL.createObjectURL(source.file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [source, props.size]);

  const size = isLogoSize(props.size) && !props.authorImage ? ratioSize : props.size;
  const pixels = pixelsOf(size);
  const aspect = pixels
    ? isLogoSize(size)
      ? logoRatios[size as keyof typeof logoRatios]
      : pixels.width / pixels.height
    : (natural ?? 1);

  const onLoaded = (media: { naturalWidth: number; naturalHeight: number }) => {
    setNatural(media.naturalWidth / media.naturalHeight);
    window.setTimeout(() => setReady(true), cropperReadyDelayMs);
  };

  const submit = () => {
    if (!source || !area) return;
    setErrors([]);
    upload.mutate(
      {
        file: source.file,
        fileName: source.fileName,
        size,
        folderId: props.folderId,
        crop: area,
        flipHorizontal: flipH,
        flipVertical: flipV,
      },
      {
        onSuccess: (res) => {
          toastSuccess(imageLibraryMessages.uploaded);
          props.onUploaded(res.response);
        },
        onError: async (error) => setErrors(await reportUploadFailure(error)),
      },
    );
  };

  const busy = upload.isPending;
  const mirror = `scale(${flipH ? -1 : 1}, ${flipV ? -1 : 1})`;
  return (
    <Modal
      opened={source !== null}
      onClose={() => (busy ? undefined : props.onClose())}
      title="Cropper"
      size="lg"
    >
      <Stack gap="sm">
        {errors.length > 0 ? (
          <Alert color="red" role="alert" title={imageLibraryMessages.uploadFailed}>
            {errors.map((e) => (
              <Text key={e} size="sm" c="red">
                {e}
              </Text>
            ))}
          </Alert>
        ) : null}
        {pixels ? (
          <Text size="sm" fw={600}>
            MINIMUM IMAGE SIZE IS {size}
          </Text>
        ) : null}
        {isLogoSize(props.size) && !props.authorImage ? (
          <SegmentedControl
            aria-label="Logo ratio"
            data={[
              { value: logoSize, label: `${logoSize} (3:1)` },
              { value: squareLogoSize, label: `${squareLogoSize} (1:1)` },
            ]}
            value={ratioSize}
            onChange={setRatioSize}
          />
        ) : null}
        <Box pos="relative" h={320} bg="dark.6" style={{ borderRadius: 8, overflow: 'hidden' }}>
          {url ? (
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, areaPixels) => setArea(areaPixels)}
              onMediaLoaded={onLoaded}
              transform={`translate(${crop.x}px, ${crop.y}px) scale(${zoom}) ${mirror}`}
              mediaProps={{ alt: 'The picture to crop' }}
            />
          ) : null}
        </Box>
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Tooltip label="Flip horizontal">
              <ActionIcon
                variant={flipH ? 'filled' : 'default'}
                size="lg"
                aria-label="Flip horizontal"
                aria-pressed={flipH}
                onClick={() => setFlipH((v) => !v)}
              >
                <IconFlipVertical size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Flip vertical">
              <ActionIcon
                variant={flipV ? 'filled' : 'default'}
                size="lg"
                aria-label="Flip vertical"
                aria-pressed={flipV}
                onClick={() => setFlipV((v) => !v)}
              >
                <IconFlipHorizontal size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Slider
            thumbLabel="Zoom"
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            w={200}
            label={null}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            disabled={!ready || busy || !area}
            leftSection={busy ? <Loader size={14} color="white" aria-hidden /> : null}
          >
            {busy ? 'Cropping' : 'Crop'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
