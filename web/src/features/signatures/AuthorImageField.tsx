import { messages } from '@coachline/contract/messages';
import { Avatar, Button, FileButton, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../api/client';
import { BusyButton } from '../../ui/BusyButton';
import { useUploadEmailImage } from './queries';

/**
 * The author image: uploaded through file-upload (cropped to 180 × 180 there), or an address
 * typed in; either way the signature keeps its absolute address.
 */
export function AuthorImageField(props: {
  value: string;
  onChange: (address: string) => void;
  error?: string | undefined;
  name: string;
}) {
  const upload = useUploadEmailImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const send = (image: File | null) => {
    if (!image) return;
    setUploadError(null);
    if (!image.type.startsWith('image/')) {
      setUploadError(messages.selectImageFile);
      return;
    }
    upload.mutate(
      { image, size: 'author-image' },
      {
        onSuccess: (res) => props.onChange(res.url),
        onError: (error) =>
          setUploadError(
            (isApiError(error) && error.fieldErrors.image) || messages.imageUploadFailed,
          ),
      },
    );
  };
  return (
    <Input.Wrapper label="Author image" labelElement="div" error={uploadError}>
      <Group align="flex-end" gap="sm" mt={4} wrap="nowrap">
        <Avatar src={props.value || null} size={64} radius="md" alt="">
          <IconPhoto size={24} aria-hidden />
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <FileButton onChange={send} accept="image/png,image/jpeg,image/gif,image/webp">
              {(button) => (
                <BusyButton
                  {...button}
                  size="xs"
                  variant="light"
                  busy={upload.isPending}
                  busyLabel="Uploading"
                >
                  Upload author image
                </BusyButton>
              )}
            </FileButton>
            {props.value ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => props.onChange('')}
              >
                Remove image
              </Button>
            ) : null}
          </Group>
          <TextInput
            size="xs"
            label="Author image address"
            name={props.name}
            placeholder="https://…"
            value={props.value}
            onChange={(event) => props.onChange(event.currentTarget.value)}
            error={props.error}
          />
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
