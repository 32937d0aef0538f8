import type { TextStyle } from '@coachline/contract/styles';
import { Button, Group } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type StyledContentType, useSavedStyle, useSaveStyle } from './queries';
import { TextStyleFields } from './TextStyleFields';

// The headline and subheadline styles of a content editor (a form, a page, a playbook; 001 §3
// Saved style): each style's fields, and the location's saved style of the kind to start from
// or to keep these as.

type Styled = { headline_style?: TextStyle | undefined; subheadline_style?: TextStyle | undefined };

export function HeadlineStyleFields<T extends FieldValues & Styled, C, O>(props: {
  form: UseFormReturn<T, C, O>;
  contentType: StyledContentType;
}) {
  // T holds the two styles; react-hook-form cannot narrow a generic form's paths to them.
  const form = props.form as unknown as UseFormReturn<Styled>;
  const saved = useSavedStyle(props.contentType);
  const keep = useSaveStyle();
  const apply = () => {
    if (!saved.data) return;
    form.setValue('headline_style', saved.data.headline, { shouldDirty: true });
    form.setValue('subheadline_style', saved.data.subheadline, { shouldDirty: true });
  };
  const save = () => {
    const { headline_style: headline, subheadline_style: subheadline } = form.getValues();
    if (headline && subheadline)
      keep.mutate({ content_type: props.contentType, headline, subheadline });
  };
  return (
    <>
      <Group gap="xs">
        <Button variant="default" size="compact-sm" onClick={apply} disabled={!saved.data}>
          Use saved style
        </Button>
        <Button variant="default" size="compact-sm" onClick={save} loading={keep.isPending}>
          Save as saved style
        </Button>
      </Group>
      <TextStyleFields control={form.control} name="headline_style" label="Headline" />
      <TextStyleFields control={form.control} name="subheadline_style" label="Subheadline" />
    </>
  );
}
