import { imageSizes } from '@coachline/contract/constants';
import { Button, Input, Stack, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ImageUploader } from '../image-library/ImageUploader';

const { width, height } = imageSizes['author-image'];

/**
 * The author image: chosen with the image uploader (cropped to its 180 × 180 square, 000 §2.5),
 * or an address typed in. Either way the signature keeps a whole address: emails are read far
 * from the app.
 */
export function AuthorImageField(props: {
  value: string;
  onChange: (address: string) => void;
  error?: string | undefined;
  name: string;
}) {
  return (
    <Input.Wrapper label="Author image" labelElement="div">
      <Stack gap={6} mt={4}>
        <ImageUploader
          size={`${width}x${height}`}
          label="Author image"
          authorImage
          value={props.value || undefined}
          onChange={(image) => props.onChange(new URL(image.img_src, window.location.origin).href)}
        />
        {props.value ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            w="fit-content"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => props.onChange('')}
          >
            Remove image
          </Button>
        ) : null}
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
    </Input.Wrapper>
  );
}
