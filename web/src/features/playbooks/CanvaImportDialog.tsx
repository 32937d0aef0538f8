import {
  type CanvaImport,
  canvaMaxPages,
  canvaMessages,
  canvaZipMaxBytes,
} from '@coachline/contract/playbooks';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileZip, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { useBuildFromCanva, useCanvaBuildProgress } from './queries';

// The Canva import (issue 13 §3): the coach chooses or drops the zip Canva downloads (PNG or
// PDF pages), watches it upload, then watches its pages become steps, live.

const zipTypes = {
  'application/zip': ['.zip'],
  'application/x-zip-compressed': ['.zip'],
};

function BuildProgress(props: { playbookId: number; started: CanvaImport; onClose: () => void }) {
  const build = useCanvaBuildProgress(props.playbookId, props.started);
  const total = build?.pages_total ?? 0;
  const done = build?.pages_done ?? 0;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <Stack gap="sm">
      <Text size="sm" id="canva-build-label">
        Building steps from your pages
      </Text>
      <Progress.Root size="lg">
        {/* Counted in pages, not percent, for screen readers. */}
        <Progress.Section
          value={percent}
          withAria={false}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-labelledby="canva-build-label"
          aria-valuetext={`${done} of ${total} pages`}
          animated={build?.status === 'running' || build?.status === 'queued'}
        />
      </Progress.Root>
      <Text size="sm" role="status">
        {build?.status === 'completed'
          ? `All ${total} pages are steps now.`
          : `${done}/${total} pages built`}
      </Text>
      {build?.status === 'failed' ? (
        <Alert color="red" title="The build stopped" role="alert">
          {build.error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={props.onClose}>
          {build?.status === 'completed' || build?.status === 'failed' ? 'Done' : 'Close'}
        </Button>
      </Group>
    </Stack>
  );
}

export function CanvaImportDialog(props: {
  playbookId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const upload = useBuildFromCanva(props.playbookId);
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState<CanvaImport | null>(null);
  const close = () => {
    setFile(null);
    setSent(0);
    setError(null);
    setStarted(null);
    upload.reset();
    props.onClose();
  };
  const start = () => {
    if (!file) return setError(canvaMessages.noFile);
    setError(null);
    setSent(0);
    upload.mutate(
      { file, onProgress: setSent },
      {
        onSuccess: (res) => setStarted(res.canva_import),
        onError: (e) =>
          setError(
            isApiError(e)
              ? (e.fieldErrors.file ?? Object.values(e.fieldErrors)[0] ?? e.message)
              : canvaMessages.notZip,
          ),
      },
    );
  };
  return (
    <Modal opened={props.opened} onClose={close} title="Import from Canva" size="lg">
      {started === null ? (
        <Stack gap="sm">
          <Text size="sm">
            In Canva, choose Share, then Download, as PNG or PDF: Canva gives you a .zip of your
            pages. Each page becomes a step, in order.
          </Text>
          <Dropzone
            onDrop={(files) => {
              setFile(files[0] ?? null);
              setError(null);
            }}
            onReject={(rejected) =>
              setError(
                rejected[0]?.errors[0]?.code === 'file-too-large'
                  ? canvaMessages.tooLarge
                  : canvaMessages.notZip,
              )
            }
            accept={zipTypes}
            maxSize={canvaZipMaxBytes}
            maxFiles={1}
            multiple={false}
            name="file"
            inputProps={{ 'aria-label': 'Canva zip' }}
            disabled={upload.isPending}
          >
            <Stack align="center" gap="xs" py="lg" style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={36} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={36} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileZip size={36} aria-hidden />
              </Dropzone.Idle>
              <Text fw={600}>
                {file ? file.name : 'Drop your Canva zip here, or click to choose it'}
              </Text>
              <Text size="sm" c="dimmed">
                One .zip of PNG, JPEG or WebP images or PDFs, up to {canvaMaxPages} pages.
              </Text>
            </Stack>
          </Dropzone>
          {upload.isPending ? (
            <Progress value={Math.round(sent * 100)} aria-label="Upload progress" />
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={start} disabled={!file} loading={upload.isPending}>
              Upload and build
            </Button>
          </Group>
        </Stack>
      ) : (
        <BuildProgress playbookId={props.playbookId} started={started} onClose={close} />
      )}
    </Modal>
  );
}
