import { Button, Group, Stack } from '@mantine/core';
import {
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  useController,
} from 'react-hook-form';
import { ImageUploader } from './ImageUploader';

// An image of a form's design (a cover, a logo, a thumbnail) chosen through the image uploader,
// with a button that takes it away; the field holds the image's address or null.

export function ImageField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  /** `WxH` the image is cropped to. */
  size: string;
  label: string;
}) {
  const { field } = useController({ control: props.control, name: props.name });
  const value = field.value as string | null | undefined;
  const set = (image: string | null) => field.onChange(image as PathValue<T, FieldPath<T>>);
  return (
    <Stack gap={4}>
      <ImageUploader
        size={props.size}
        label={props.label}
        value={value ?? undefined}
        // The app's own address (/uploads/…): the pages that show it are served by the same app.
        onChange={(image) => set(image.img_src)}
      />
      {value ? (
        <Group>
          <Button variant="subtle" color="red.8" size="compact-sm" onClick={() => set(null)}>
            Remove {props.label.toLowerCase()}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
