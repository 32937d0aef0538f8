import {
  type UpdateWorkoutBody,
  updateWorkoutBody,
  type WorkoutDetail,
} from '@coachline/contract/workouts';
import {
  Button,
  Fieldset,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { ColorField } from '../../ui/ColorField';
import { SelectField } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { SaveBar } from '../../ui/SaveBar';
import { useContractForm } from '../../ui/useContractForm';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import { useUpdateWorkout, useWorkoutCategories } from './queries';

// A workout's Settings tab: its name, description and category, and its page for the people
// it is shared with (002 §3 public settings): video, cover and its overlay, headlines, colours,
// the button, search engines and social links.

const settingsOf = (w: WorkoutDetail): UpdateWorkoutBody => ({
  name: w.name,
  description: w.description,
  category_id: w.category?.id ?? null,
  public_settings: { ...w.public_settings },
});

const colours = [
  ['headline_color', 'Headline colour'],
  ['background_color', 'Background colour'],
  ['button_color', 'Button colour'],
  ['button_text_color', 'Button text colour'],
  ['thank_you_background_color', 'Thank-you background colour'],
  ['thank_you_text_color', 'Thank-you text colour'],
] as const;

const socials = [
  ['show_facebook', 'Facebook'],
  ['show_instagram', 'Instagram'],
  ['show_twitter', 'X (Twitter)'],
  ['show_youtube', 'YouTube'],
] as const;

export function WorkoutSettingsPanel(props: { workout: WorkoutDetail; canUpdate: boolean }) {
  const { workout } = props;
  const update = useUpdateWorkout(workout.id);
  const categories = useWorkoutCategories();
  const form = useContractForm(updateWorkoutBody, settingsOf(workout));
  const dirty = form.formState.isDirty;
  useLeavePrompt(props.canUpdate && dirty);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(settingsOf(workout));
  }, [workout, form]);
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: (res) => form.reset(settingsOf({ ...workout, ...res.workout })),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  const errors = form.formState.errors;
  const pub = errors.public_settings;
  return (
    <form onSubmit={submit} noValidate aria-label="Workout settings">
      <FormFieldset disabled={!props.canUpdate}>
        <Stack gap="md" maw={760}>
          <TextInput
            label="Name"
            aria-required
            maxLength={150}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={2000}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <SelectField
            control={form.control}
            name="category_id"
            label="Category"
            placeholder="No category"
            clearable
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            parse={(v) => (v ? Number(v) : null)}
          />
          <Fieldset legend="Public page">
            <Stack gap="sm">
              <TextInput
                label="Headline"
                maxLength={200}
                error={pub?.headline?.message}
                {...form.register('public_settings.headline')}
              />
              <TextInput
                label="Sub-headline"
                maxLength={500}
                error={pub?.sub_headline?.message}
                {...form.register('public_settings.sub_headline')}
              />
              <TextInput
                label="Explainer video link"
                type="url"
                maxLength={2000}
                error={pub?.explainer_video_url?.message}
                {...form.register('public_settings.explainer_video_url')}
              />
              <TextInput
                label="Cover image address"
                description="An image address starting with https://"
                type="url"
                maxLength={2000}
                error={pub?.cover_image_url?.message}
                {...form.register('public_settings.cover_image_url')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ColorField
                  control={form.control}
                  name="public_settings.overlay_color"
                  label="Overlay colour"
                />
                <Controller
                  control={form.control}
                  name="public_settings.overlay_opacity"
                  render={({ field }) => (
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id="overlay-opacity">
                        Overlay opacity: {field.value ?? 50}%
                      </Text>
                      <Slider
                        aria-labelledby="overlay-opacity"
                        min={0}
                        max={100}
                        step={5}
                        value={field.value ?? 50}
                        onChange={field.onChange}
                        thumbLabel="Overlay opacity"
                      />
                    </Stack>
                  )}
                />
                {colours.map(([name, label]) => (
                  <ColorField
                    key={name}
                    control={form.control}
                    name={`public_settings.${name}`}
                    label={label}
                  />
                ))}
              </SimpleGrid>
              <TextInput
                label="Button text"
                maxLength={60}
                error={pub?.submit_btn_text?.message}
                {...form.register('public_settings.submit_btn_text')}
              />
              <Controller
                control={form.control}
                name="public_settings.show_branding"
                render={({ field }) => (
                  <Switch
                    label="Show your branding"
                    checked={Boolean(field.value)}
                    onChange={(e) => field.onChange(e.currentTarget.checked)}
                  />
                )}
              />
              <Text size="sm" fw={500}>
                Social links shown
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {socials.map(([name, label]) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={`public_settings.${name}`}
                    render={({ field }) => (
                      <Switch
                        label={label}
                        checked={Boolean(field.value)}
                        onChange={(e) => field.onChange(e.currentTarget.checked)}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
              <TextInput
                label="SEO title"
                maxLength={200}
                error={pub?.seo_title?.message}
                {...form.register('public_settings.seo_title')}
              />
              <Textarea
                label="SEO description"
                autosize
                minRows={2}
                maxLength={500}
                error={pub?.seo_description?.message}
                {...form.register('public_settings.seo_description')}
              />
            </Stack>
          </Fieldset>
        </Stack>
      </FormFieldset>
      {props.canUpdate ? (
        <SaveBar dirty={dirty}>
          <Button
            variant="default"
            disabled={!dirty}
            onClick={() => form.reset(settingsOf(workout))}
          >
            Discard
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save settings
          </Button>
        </SaveBar>
      ) : null}
    </form>
  );
}
