import {
  type CalendarTitleKey,
  type ClientPortalSettings,
  calendarTitleDefaults,
  calendarTitleKeys,
  clientPortalEndpoints,
  type PortalOptions,
  type PortalTabKey,
  portalHomeOf,
  portalTabDefaults,
  portalTabKeys,
  type RewardSetting,
  renameTabBody,
  rewardSettingDefaults,
  updatePointCurrencyBody,
  updatePointNameBody,
  welcomeFields,
} from '@coachline/contract/client-portal';
import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { DefaultValues, Path } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { FormServerError, ToggleField } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { useContractForm } from '../../ui/useContractForm';
import { ContactSelect } from '../groups/ContactPicker';
import { useRefreshedSession } from '../session/sessionQuery';
import { CalendarPanel } from './CalendarPanel';
import { AnnouncementsSection, NavigationSection } from './PortalLists';
import { PortalPreview } from './PortalPreview';
import {
  useClientPortalSettings,
  usePortalContentOf,
  useRenameTab,
  useRewardSetting,
  useUpdateCalendarTitle,
  useUpdatePointCurrency,
  useUpdatePointName,
  useUpdatePortalOptions,
  useUpdateRewardNotification,
  useUpdateWelcome,
} from './queries';

// Client Portal (001 §2 ClientPortalIndex, §7 Client portal, issue 14 §1): how the location's
// portal looks to its contacts — the tab names, the calendar's titles, a welcome, announcements
// and a menu of links, which parts are on — and the reward settings, with a phone-sized preview
// of the portal's home beside them.

function Section(props: { title: string; description: string; children: ReactNode }) {
  const id = `portal-section-${props.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={id}>
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        </div>
        {props.children}
      </Stack>
    </Paper>
  );
}

type Outcome = { onSuccess: () => void; onError: (error: unknown) => void };

/**
 * One name changed in place, validated by the contract's body: its field, and Save once it
 * differs from what is saved; a 422 lands on the field.
 */
function InlineTextForm<K extends string>(props: {
  schema: z.ZodType<Record<K, string>, Record<K, string>>;
  name: K;
  label: string;
  description?: string;
  saved: string;
  maxLength: number;
  required?: boolean;
  busy: boolean;
  onSave: (value: string, outcome: Outcome) => void;
}) {
  const { name } = props;
  type Values = Record<K, string>;
  const form = useContractForm(props.schema, { [name]: props.saved } as DefaultValues<Values>);
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit(
    (body) =>
      props.onSave(body[name], {
        onSuccess: () => form.reset({ [name]: body[name] } as Values),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  const error = (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label={props.label}
          description={props.description}
          aria-required={props.required}
          maxLength={props.maxLength}
          error={error ?? errors.root?.server?.message}
          style={{ flex: 1 }}
          {...form.register(name as unknown as Path<Values>)}
        />
        {isDirty && (
          <BusyButton
            type="submit"
            mt={props.description ? 45 : 25}
            busy={props.busy}
            busyLabel="Saving…"
            aria-label={`Save ${props.label.toLowerCase()}`}
          >
            Save
          </BusyButton>
        )}
      </Group>
    </form>
  );
}

/** The contract's rule for a tab name or a calendar title (the same for both). */
const nameValue = renameTabBody.pick({ value: true });

function TabsSection(props: { tabs: ClientPortalSettings['tabs'] }) {
  const rename = useRenameTab();
  return (
    <Section
      title="Tabs"
      description="What each part of the portal is called. Rename one and save it."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {portalTabKeys.map((key: PortalTabKey) => (
          <InlineTextForm
            key={`${key}-${props.tabs[key]}`}
            schema={nameValue}
            name="value"
            label={`${portalTabDefaults[key]} tab`}
            saved={props.tabs[key]}
            maxLength={40}
            required
            busy={rename.isPending}
            onSave={(value, outcome) => rename.mutate({ field: key, value }, outcome)}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function CalendarSection(props: { calendar: ClientPortalSettings['calendar'] }) {
  const update = useUpdateCalendarTitle();
  return (
    <Section title="Calendar titles" description="The headings of the calendar’s parts of the day.">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {calendarTitleKeys.map((key: CalendarTitleKey) => (
          <InlineTextForm
            key={`${key}-${props.calendar[key]}`}
            schema={nameValue}
            name="value"
            label={`${calendarTitleDefaults[key]} title`}
            saved={props.calendar[key]}
            maxLength={40}
            required
            busy={update.isPending}
            onSave={(value, outcome) => update.mutate({ field: key, value }, outcome)}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}

function WelcomeSection(props: { welcome: ClientPortalSettings['welcome'] }) {
  const save = useUpdateWelcome();
  const form = useContractForm(welcomeFields, props.welcome);
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (res) => form.reset(res.settings.welcome),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <Section title="Welcome" description="A greeting at the top of the portal’s home.">
      <form onSubmit={submit} noValidate aria-label="Welcome">
        <Stack gap="sm">
          <ToggleField
            control={form.control}
            name="enabled"
            kind="switch"
            label="Show the welcome"
          />
          <TextInput
            label="Welcome title"
            maxLength={120}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea
            label="Welcome message"
            autosize
            minRows={3}
            maxLength={2000}
            error={errors.message?.message}
            {...form.register('message')}
          />
          <TextInput
            label="Video address"
            description="Optional: a YouTube, Vimeo or other video link."
            placeholder="https://"
            maxLength={2048}
            error={errors.video_url?.message}
            {...form.register('video_url')}
          />
          <FormServerError error={errors.root?.server} />
          <Group justify="flex-end">
            <BusyButton type="submit" busy={save.isPending} busyLabel="Saving…">
              Save welcome
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

const optionLabels: Record<keyof PortalOptions, { label: string; description: string }> = {
  show_rewards: { label: 'Rewards', description: 'Contacts see their points and history.' },
  show_chat: { label: 'Chat', description: 'Contacts can message you from the portal.' },
  show_calendar: { label: 'Calendar', description: 'The calendar tab is in the portal.' },
};

function OptionsSection(props: { options: PortalOptions; canUpdate: boolean }) {
  const update = useUpdatePortalOptions();
  return (
    <Section title="Portal options" description="Which parts of the portal contacts see.">
      <Stack gap="xs">
        {(Object.keys(optionLabels) as (keyof PortalOptions)[]).map((key) => (
          <Switch
            key={key}
            label={optionLabels[key].label}
            description={optionLabels[key].description}
            checked={props.options[key]}
            disabled={!props.canUpdate || update.isPending}
            onChange={(event) => update.mutate({ [key]: event.currentTarget.checked })}
          />
        ))}
      </Stack>
    </Section>
  );
}

function RewardsSection(props: { setting: RewardSetting | undefined; canUpdate: boolean }) {
  const name = useUpdatePointName();
  const currency = useUpdatePointCurrency();
  const notification = useUpdateRewardNotification();
  const { setting } = props;
  if (!setting)
    return (
      <Section title="Rewards" description="What your points are called and worth.">
        <Stack gap="sm" role="status" aria-label="Loading rewards">
          <Skeleton h={36} aria-hidden />
          <Skeleton h={36} aria-hidden />
        </Stack>
      </Section>
    );
  return (
    <Section
      title="Rewards"
      description="What your points are called and worth, and whether contacts hear when they get some."
    >
      <FormFieldset disabled={!props.canUpdate}>
        <Stack gap="sm">
          <InlineTextForm
            key={`name-${setting.point_name}`}
            schema={updatePointNameBody}
            label="Point name"
            required
            name="point_name"
            saved={setting.point_name}
            maxLength={40}
            busy={name.isPending}
            onSave={(value, outcome) => name.mutate(value, outcome)}
          />
          <InlineTextForm
            key={`currency-${setting.point_currency}`}
            schema={updatePointCurrencyBody}
            label="Point currency"
            description="What one point is worth, as contacts should read it (for example $0.10). Optional."
            name="point_currency"
            saved={setting.point_currency}
            maxLength={20}
            busy={currency.isPending}
            onSave={(value, outcome) => currency.mutate(value, outcome)}
          />
          <Switch
            label="Tell contacts when they get points"
            checked={setting.notification}
            disabled={!props.canUpdate || notification.isPending}
            onChange={(event) => notification.mutate(event.currentTarget.checked)}
          />
        </Stack>
      </FormFieldset>
    </Section>
  );
}

/** The portal's permission area, as its calls name it. */
const portalArea = clientPortalEndpoints.get.permission.area;

export function ClientPortalPage() {
  const session = useRefreshedSession();
  const portal = useAbilities(portalArea);
  const contacts = useAbilities('contacts-center');
  const settings = useClientPortalSettings();
  const rewards = useRewardSetting(contacts.view);
  const [previewContact, setPreviewContact] = useState<number>();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'calendar' ? 'calendar' : 'setup';
  const preview = usePortalContentOf(previewContact);
  const header = (
    <PageHeader
      title="Client Portal"
      description="How your contacts’ portal looks: its tabs, welcome, announcements, links and rewards, and the events of its calendar."
    />
  );
  if (settings.isPending)
    return (
      <Stack gap="md">
        {header}
        <PageSkeleton label="Loading the client portal settings…" />
      </Stack>
    );
  if (settings.isError)
    return (
      <Stack gap="md">
        {header}
        <Alert color="red" title="The portal settings could not be loaded">
          <Group gap="sm">
            <Text size="sm">Check your connection and try again.</Text>
            <Button size="compact-sm" variant="light" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  const data = settings.data.settings;
  const rewardSetting = rewards.data?.setting;
  const home = portalHomeOf(data, rewardSetting ?? rewardSettingDefaults);
  const accountId = session?.accessed.id ?? 0;
  const setup = (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <FormFieldset disabled={!portal.update}>
          <Stack gap="md">
            <TabsSection tabs={data.tabs} />
            <CalendarSection calendar={data.calendar} />
            <WelcomeSection key={JSON.stringify(data.welcome)} welcome={data.welcome} />
          </Stack>
        </FormFieldset>
        <Stack gap="md" mt="md">
          <Section
            title="Announcements"
            description="News every contact sees on the portal’s home, in this order. Drag to reorder."
          >
            <AnnouncementsSection
              accountId={accountId}
              items={data.announcements}
              canUpdate={portal.update}
            />
          </Section>
          <Section
            title="Navigation menu"
            description="Links in the portal’s menu, in this order. Drag to reorder."
          >
            <NavigationSection items={data.navigation} canUpdate={portal.update} />
          </Section>
          <OptionsSection options={data.settings} canUpdate={portal.update} />
          {contacts.view && <RewardsSection setting={rewardSetting} canUpdate={contacts.update} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Box pos="sticky" top={16}>
          <Stack gap="xs" align="center">
            {contacts.view && (
              <Box w={300}>
                <ContactSelect
                  label="Preview as"
                  placeholder="A contact, by name or email"
                  description={
                    previewContact
                      ? 'This contact’s portal: their playbooks, pages, forms and files.'
                      : 'The portal’s home as every contact sees it; choose one to see their content.'
                  }
                  value={previewContact}
                  onChange={setPreviewContact}
                />
              </Box>
            )}
            {preview.state === 'failed' && (
              <Alert color="red" role="alert">
                {preview.error.message}
              </Alert>
            )}
            <PortalPreview
              home={home}
              businessName={session?.accessed.businessname ?? ''}
              content={preview.state === 'ready' ? preview.content : undefined}
            />
            {preview.state === 'loading' && (
              <Text size="xs" c="dimmed" role="status">
                Loading this contact’s portal…
              </Text>
            )}
          </Stack>
        </Box>
      </Grid.Col>
    </Grid>
  );
  return (
    <Stack gap="md">
      {header}
      <Tabs
        value={tab}
        onChange={(value) =>
          setSearchParams(value === 'calendar' ? { tab: 'calendar' } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="setup">Portal setup</Tabs.Tab>
          <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="setup">{setup}</Tabs.Panel>
        <Tabs.Panel value="calendar">
          <CalendarPanel
            titles={data.calendar}
            shown={data.settings.show_calendar}
            canUpdate={portal.update}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
