import {
  addOnLabels,
  formAddOns,
  formTitleMax,
  type UpdateFormBody,
  type updateFormBody,
} from '@coachline/contract/forms';
import { logoSize } from '@coachline/contract/image-library';
import { styledContent } from '@coachline/contract/styles';
import {
  Checkbox,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Slider,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ColorField } from '../../ui/ColorField';
import { ImageField } from '../image-library/ImageField';
import { HeadlineStyleFields } from '../styles/HeadlineStyleFields';

// The form's design and behaviour (001 §3 Form): the title and subheadline in the saved styles
// of forms, the cover and logo, the accent colour and the cover's overlay, the labels, the
// thank-you message and what is asked before the questions.

export type DesignForm = UseFormReturn<UpdateFormBody, unknown, z.output<typeof updateFormBody>>;

const coverSize = '2560x600';

const aligns = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
];

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={props.title}>
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      <Stack gap="sm">{props.children}</Stack>
    </Paper>
  );
}

export function FormDesign(props: { form: DesignForm }) {
  const { form } = props;
  const { errors } = form.formState;
  return (
    <Stack gap="md">
      <Section title="Headline">
        <TextInput
          label="Form title"
          aria-required
          maxLength={formTitleMax}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextInput
          label="Subheadline"
          description="A line under the title; optional."
          maxLength={500}
          error={errors.subheadline?.message}
          {...form.register('subheadline')}
        />
        <HeadlineStyleFields form={form} contentType={styledContent.forms} />
      </Section>
      <Section title="Cover and colours">
        <ImageField
          control={form.control}
          name="cover_image"
          size={coverSize}
          label="Cover image"
        />
        <ImageField control={form.control} name="logo_image" size={logoSize} label="Logo" />
        <ColorField control={form.control} name="accent_color" label="Accent colour" />
        <Controller
          control={form.control}
          name="overlay_opacity"
          render={({ field }) => (
            <Input.Wrapper
              label="Overlay opacity"
              description="How dark the cover image is behind the title, in percent."
              labelElement="div"
            >
              <Slider
                thumbLabel="Overlay opacity"
                min={0}
                max={100}
                value={field.value ?? 50}
                onChange={field.onChange}
                marks={[{ value: 0 }, { value: 50 }, { value: 100 }]}
                mt="xs"
                mb="md"
              />
            </Input.Wrapper>
          )}
        />
      </Section>
      <Section title="Buttons and messages">
        <TextInput
          label="Get started label"
          aria-required
          maxLength={50}
          error={errors.get_started_label?.message}
          {...form.register('get_started_label')}
        />
        <TextInput
          label="Submit label"
          aria-required
          maxLength={50}
          error={errors.submit_label?.message}
          {...form.register('submit_label')}
        />
        <Controller
          control={form.control}
          name="submit_align"
          render={({ field }) => (
            <Input.Wrapper label="Submit button position" labelElement="div">
              <div>
                <SegmentedControl
                  aria-label="Submit button position"
                  data={aligns}
                  value={field.value ?? 'center'}
                  onChange={field.onChange}
                />
              </div>
            </Input.Wrapper>
          )}
        />
        <Textarea
          label="Thank-you message"
          description="Shown once a visitor submits the form."
          aria-required
          autosize
          minRows={2}
          maxLength={2000}
          error={errors.thank_you_message?.message}
          {...form.register('thank_you_message')}
        />
        <Controller
          control={form.control}
          name="add_ons"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="Ask first"
              description="Asked before the questions, so each response names its contact."
              value={field.value ?? []}
              onChange={(value) =>
                // Kept in the order of the form, whatever the order of the clicks.
                field.onChange(formAddOns.filter((addOn) => value.includes(addOn)))
              }
              error={fieldState.error?.message}
            >
              <Group gap="md" mt="xs">
                {formAddOns.map((addOn) => (
                  <Checkbox key={addOn} value={addOn} label={addOnLabels[addOn]} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
      </Section>
    </Stack>
  );
}
