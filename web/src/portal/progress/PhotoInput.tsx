import { Button, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { CheckInFailure, Uploaded } from './types';

// A photo answer or proof: the phone offers its camera or its gallery (accept image/*), the
// photo uploads at once, a thumbnail from the local file shows what was taken, and the token
// the upload answered becomes the value. Used by the personal-link pages and the portal.

export const maxPhotoBytes = 10 * 1024 * 1024;
export const photoMessages = {
  notPhoto: 'Choose a photo',
  tooLarge: 'The photo is larger than 10 MB',
  failed: 'The photo could not be uploaded. Please try again.',
} as const;

/** A local file's address for its thumbnail; none where the browser makes none. */
const previewOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

export function PhotoInput(props: {
  label: string;
  required?: boolean;
  value: Uploaded | null;
  onChange: (value: Uploaded | null) => void;
  upload: (file: File) => Promise<Uploaded>;
  failure: (error: unknown) => CheckInFailure;
  /** Told while an upload runs, so the form waits for it. */
  onBusy?: (busy: boolean) => void;
  error?: string | null | undefined;
  id?: string;
}) {
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.type && !file.type.startsWith('image/')) return setProblem(photoMessages.notPhoto);
    if (file.size > maxPhotoBytes) return setProblem(photoMessages.tooLarge);
    setPreview(previewOf(file));
    setBusy(true);
    props.onBusy?.(true);
    try {
      props.onChange(await props.upload(file));
    } catch (error) {
      const failed = props.failure(error);
      setProblem(Object.values(failed.fields)[0] ?? failed.message ?? photoMessages.failed);
      setPreview(null);
      props.onChange(null);
    } finally {
      setBusy(false);
      props.onBusy?.(false);
    }
  };

  const error = problem ?? props.error ?? undefined;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={props.label}
      labelProps={{ htmlFor: id }}
      required={props.required}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Stack gap={6} mt={4}>
        {preview || props.value ? (
          <Group gap="sm" wrap="nowrap" align="center">
            {preview ? (
              <img
                src={preview}
                alt={`What you chose for ${props.label}`}
                width={72}
                height={72}
                style={{ objectFit: 'cover', borderRadius: 8, flexShrink: 0 }}
              />
            ) : null}
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              {busy ? (
                <>
                  <Text size="sm" role="status">
                    Uploading…
                  </Text>
                  <Progress value={100} animated striped aria-label="Uploading the photo" />
                </>
              ) : props.value ? (
                <>
                  <Text size="sm" truncate role="status">
                    Uploaded: {props.value.name}
                  </Text>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    w="fit-content"
                    aria-label={`Remove the photo for ${props.label}`}
                    onClick={() => {
                      setPreview(null);
                      props.onChange(null);
                    }}
                  >
                    Remove
                  </Button>
                </>
              ) : null}
            </Stack>
          </Group>
        ) : null}
        {props.value || busy ? null : (
          <input
            id={id}
            type="file"
            accept="image/*"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            required={props.required}
            style={{ minHeight: 44, maxWidth: '100%' }}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              void choose(file);
            }}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
