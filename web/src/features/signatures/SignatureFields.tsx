import type { SignatureBody, SignatureBodyInput } from '@coachline/contract/signatures';
import { NumberInput, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { ColorField } from '../../ui/ColorField';
import { AuthorImageField } from './AuthorImageField';

// The designer's fields (001 §3 Signature): every field, flag and colour, in the sections a
// coach thinks in. Each control is named by its label, which the browser tests use.

export type SignatureForm = UseFormReturn<SignatureBodyInput, unknown, SignatureBody>;
type Props = { form: SignatureForm };
type Name = FieldPath<SignatureBodyInput>;

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

function Text(props: Props & { name: Name; label: string; max: number; placeholder?: string }) {
  const { form, name } = props;
  return (
    <TextInput
      label={props.label}
      maxLength={props.max}
      placeholder={props.placeholder}
      error={form.formState.errors[name as keyof SignatureBodyInput]?.message}
      {...form.register(name)}
    />
  );
}

function Flag(
  props: Props & { name: Name; label: string; description?: string; disabled?: boolean },
) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field }) => (
        <Switch
          label={props.label}
          // The label wraps the description too; the name is the label alone.
          aria-label={props.label}
          description={props.description}
          name={field.name}
          checked={field.value === true}
          disabled={props.disabled}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function Pixels(props: Props & { name: Name; label: string; max: number }) {
  return (
    <Controller
      control={props.form.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={props.label}
          name={field.name}
          suffix=" px"
          min={0}
          max={props.max}
          clampBehavior="strict"
          allowDecimal={false}
          value={typeof field.value === 'number' ? field.value : 0}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A contact row or social link: the switch that shows it, and its value. */
function Shown(
  props: Props & { flag: Name; name: Name; label: string; max: number; placeholder?: string },
) {
  return (
    <Stack gap={6}>
      <Flag form={props.form} name={props.flag} label={`Show ${props.label.toLowerCase()}`} />
      <Text
        form={props.form}
        name={props.name}
        label={props.label}
        max={props.max}
        placeholder={props.placeholder}
      />
    </Stack>
  );
}

export function SignatureFields({ form }: Props) {
  const isDefault = form.watch('is_default');
  // Only the default goes on automated emails: turning it off turns that off too.
  useEffect(() => {
    if (!isDefault && form.getValues('apply_to_all'))
      form.setValue('apply_to_all', false, { shouldDirty: true });
  }, [isDefault, form]);
  return (
    <Stack gap="md">
      <Section title="Details">
        <Text form={form} name="full_name" label="Full name" max={100} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Text
            form={form}
            name="credentials"
            label="Credentials"
            max={100}
            placeholder="CSCS, MSc"
          />
          <Text form={form} name="company_name" label="Company name" max={100} />
        </SimpleGrid>
        <Text form={form} name="slogan" label="Slogan" max={150} />
        <Controller
          control={form.control}
          name="author_image"
          render={({ field, fieldState }) => (
            <AuthorImageField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Section>
      <Section title="Contact details">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Shown form={form} flag="has_phone" name="phone" label="Phone" max={40} />
          <Shown form={form} flag="has_email" name="email" label="Email" max={191} />
          <Shown
            form={form}
            flag="has_website"
            name="website"
            label="Website"
            max={2048}
            placeholder="https://…"
          />
          <Shown form={form} flag="has_address" name="address" label="Address" max={250} />
        </SimpleGrid>
        <Flag
          form={form}
          name="is_abbreviate"
          label="Abbreviate labels"
          description="P, E, W, A and FB, IG, TW instead of the words."
        />
      </Section>
      <Section title="Social links">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Shown
            form={form}
            flag="has_facebook"
            name="facebook_url"
            label="Facebook"
            max={2048}
            placeholder="https://facebook.com/…"
          />
          <Shown
            form={form}
            flag="has_ig"
            name="ig_url"
            label="Instagram"
            max={2048}
            placeholder="https://instagram.com/…"
          />
          <Shown
            form={form}
            flag="has_twitter"
            name="twitter_url"
            label="Twitter"
            max={2048}
            placeholder="https://twitter.com/…"
          />
        </SimpleGrid>
        <ColorField control={form.control} name="social_icon_color" label="Social link colour" />
      </Section>
      <Section title="Look">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ColorField control={form.control} name="link_color" label="Link colour" />
          <ColorField control={form.control} name="icon_color" label="Label colour" />
          <ColorField control={form.control} name="bar_color" label="Bar colour" />
          <ColorField control={form.control} name="bar_text_color" label="Bar text colour" />
          <Pixels form={form} name="linebar_height" label="Bar height" max={60} />
          <ColorField control={form.control} name="line_color" label="Line colour" />
          <Pixels form={form} name="line_width" label="Line width" max={10} />
          <Pixels form={form} name="border_radius" label="Corner radius" max={50} />
          <Pixels form={form} name="margins" label="Margins" max={48} />
          <Pixels form={form} name="paddings" label="Paddings" max={48} />
        </SimpleGrid>
      </Section>
      <Section title="Where it is used">
        <Flag
          form={form}
          name="is_default"
          label="Default signature"
          description="Added to one-to-one emails when the sender picks no other."
        />
        <Flag
          form={form}
          name="apply_to_all"
          label="Also on automated emails"
          disabled={!isDefault}
          description={
            isDefault
              ? 'Templates sent, broadcasts and journeys end with it too.'
              : 'Only the default signature can go on automated emails.'
          }
        />
      </Section>
    </Stack>
  );
}
