import {
  type HabitSettings,
  type HabitTracking,
  habitSettings,
  habitSettingsDefaults,
  updateHabitTrackingBody,
} from '@coachline/contract/habit-tracking';
import { Button, Fieldset, Grid, SimpleGrid, Slider, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ColorField } from '../../ui/ColorField';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { SaveBar } from '../../ui/SaveBar';
import { useContractForm } from '../../ui/useContractForm';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import { ImageField } from '../image-library/ImageField';
import { TextStyleFields } from '../styles/TextStyleFields';
import { PagePreview } from './PagePreview';
import { useHabitCategories, useUpdateHabitTracking } from './queries';
import { ReminderForm } from './ReminderForm';

// The Settings tab: the contact's check-in page (002 §3: headline and sub-headline with their
// styles, colours, the cover with its overlay, the button's words) beside a live preview, and
// the reminder below.

const valuesOf = (t: HabitTracking) => ({
  habit_tracking_id: t.id,
  settings: { ...habitSettingsDefaults, ...t.settings } as HabitSettings,
});

const headlines = [
  ['headline', 'Headline', 200],
  ['sub_headline', 'Sub-headline', 500],
] as const;

const colours = [
  ['background_color', 'Background colour'],
  ['button_color', 'Button colour'],
  ['button_text_color', 'Button text colour'],
] as const;

function PublicPageForm(props: { tracking: HabitTracking; canUpdate: boolean }) {
  const { tracking } = props;
  const update = useUpdateHabitTracking();
  const categories = useHabitCategories(tracking.id);
  const form = useContractForm(updateHabitTrackingBody, valuesOf(tracking));
  const dirty = form.formState.isDirty;
  useLeavePrompt(props.canUpdate && dirty);
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(valuesOf(tracking));
  }, [tracking, form]);
  const watched = useWatch({ control: form.control, name: 'settings' });
  const preview = habitSettings.safeParse(watched);
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: (res) => form.reset(valuesOf(res.habit_tracking)),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  const errors = form.formState.errors.settings;
  return (
    <form onSubmit={submit} noValidate aria-label="Check-in page settings">
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <FormFieldset disabled={!props.canUpdate}>
            <Fieldset legend="Check-in page">
              <Stack gap="sm">
                {headlines.map(([name, label, max]) => (
                  <Stack key={name} gap="xs">
                    <TextInput
                      label={label}
                      maxLength={max}
                      error={errors?.[name]?.message}
                      {...form.register(`settings.${name}`)}
                    />
                    <TextStyleFields
                      control={form.control}
                      name={`settings.${name}_style`}
                      label={label}
                    />
                  </Stack>
                ))}
                <ImageField
                  control={form.control}
                  name="settings.cover_image"
                  size="1200x400"
                  label="Cover image"
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <ColorField
                    control={form.control}
                    name="settings.overlay_color"
                    label="Overlay colour"
                  />
                  <Controller
                    control={form.control}
                    name="settings.overlay_opacity"
                    render={({ field }) => (
                      <Stack gap={4}>
                        <Text size="sm" fw={500} id="habit-overlay-opacity">
                          Overlay opacity: {field.value ?? habitSettingsDefaults.overlay_opacity}%
                        </Text>
                        <Slider
                          aria-labelledby="habit-overlay-opacity"
                          min={0}
                          max={100}
                          step={5}
                          value={field.value ?? habitSettingsDefaults.overlay_opacity}
                          onChange={field.onChange}
                          thumbLabel="Overlay opacity"
                          disabled={!props.canUpdate}
                        />
                      </Stack>
                    )}
                  />
                  {colours.map(([name, label]) => (
                    <ColorField
                      key={name}
                      control={form.control}
                      name={`settings.${name}`}
                      label={label}
                    />
                  ))}
                </SimpleGrid>
                <TextInput
                  label="Button text"
                  aria-required
                  maxLength={60}
                  error={errors?.submit_text?.message}
                  {...form.register('settings.submit_text')}
                />
              </Stack>
            </Fieldset>
          </FormFieldset>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs" pos="sticky" top={16}>
            <Text size="sm" fw={600}>
              Preview
            </Text>
            {preview.success ? (
              <PagePreview settings={preview.data} categories={categories.data ?? []} />
            ) : (
              <Text size="sm" c="dimmed">
                Correct the settings to see the page.
              </Text>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {props.canUpdate ? (
        <SaveBar dirty={dirty}>
          <Button
            variant="default"
            disabled={!dirty}
            onClick={() => form.reset(valuesOf(tracking))}
          >
            Discard
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save page
          </Button>
        </SaveBar>
      ) : null}
    </form>
  );
}

export function SettingsPanel(props: { tracking: HabitTracking; canUpdate: boolean }) {
  return (
    <Stack gap="xl">
      <PublicPageForm tracking={props.tracking} canUpdate={props.canUpdate} />
      <ReminderForm tracking={props.tracking} canUpdate={props.canUpdate} />
    </Stack>
  );
}
