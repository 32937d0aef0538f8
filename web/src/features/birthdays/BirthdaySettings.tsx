import {
  type BirthdaySettingInput,
  birthdaySettingFields,
  type UpcomingBirthday,
} from '@coachline/contract/birthdays';
import { buildPath } from '@coachline/contract/routes';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCake } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { formatDay } from '../../ui/dates';
import { EmptyState } from '../../ui/EmptyState';
import { FormServerError, ToggleField } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { SmsLengthNote } from '../messaging/SmsLengthNote';
import { TokenTextField } from '../messaging/TokenTextField';
import {
  useBirthdaySetting,
  useCelebrateBirthday,
  useUpcomingBirthdays,
  useUpdateBirthdaySetting,
} from './queries';

// Admin Settings › Birthdays: the location's birthday greeting and the birthdays coming up
// (001 §7 Common).

const hours = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));

function GreetingForm(props: { setting: BirthdaySettingInput; canUpdate: boolean }) {
  const update = useUpdateBirthdaySetting();
  const form = useContractForm(birthdaySettingFields, props.setting);
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  const submit = form.handleSubmit(
    (body) => update.mutate(body, { onError: serverErrorsTo(form) }),
    onInvalidSubmit,
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Birthday greeting">
      <FormFieldset disabled={!props.canUpdate}>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Switch
                label="Send birthday greetings"
                description="On each contact’s birthday, in your location’s time zone. Each contact is greeted once a year."
                checked={field.value === 1}
                onChange={(e) => field.onChange(e.currentTarget.checked ? 1 : 0)}
              />
            )}
          />
          <Group align="flex-start">
            <ToggleField
              control={form.control}
              name="send_email"
              kind="checkbox"
              label="By email"
            />
            <ToggleField control={form.control} name="send_sms" kind="checkbox" label="By SMS" />
          </Group>
          <Controller
            control={form.control}
            name="send_hour"
            render={({ field }) => (
              <Select
                label="Send from"
                description="The hour of your location’s day the greetings go out."
                data={hours}
                w={200}
                allowDeselect={false}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                error={errors.send_hour?.message}
              />
            )}
          />
          {watched.send_email ? (
            <>
              <TokenTextField form={form} name="email_subject" label="Subject" maxLength={255} />
              <TokenTextField
                form={form}
                name="email_body"
                label="Email message"
                multiline
                maxLength={5000}
                description="Each line becomes a line of the email."
              />
            </>
          ) : null}
          {watched.send_sms ? (
            <>
              <TokenTextField
                form={form}
                name="sms_message"
                label="SMS message"
                multiline
                minRows={2}
                maxLength={1600}
              />
              <SmsLengthNote text={watched.sms_message ?? ''} />
            </>
          ) : null}
          <FormServerError error={errors.root?.server} />
          {props.canUpdate ? (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          ) : null}
        </Stack>
      </FormFieldset>
    </form>
  );
}

const whenOf = (b: UpcomingBirthday) =>
  b.days_until === 0 ? 'Today' : b.days_until === 1 ? 'Tomorrow' : `In ${b.days_until} days`;

/** The birthdays of the next 30 days, each with its celebrated mark. */
function UpcomingBirthdays(props: { canUpdate: boolean }) {
  const upcoming = useUpcomingBirthdays(30, true);
  const celebrate = useCelebrateBirthday();
  if (upcoming.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading the upcoming birthdays">
        <Skeleton height={32} />
        <Skeleton height={32} />
      </Stack>
    );
  const list = upcoming.data?.birthdays ?? [];
  if (list.length === 0)
    return (
      <EmptyState
        icon={<IconCake size={24} />}
        title="No birthdays in the next 30 days"
        text="Add birthdays on your contacts’ profiles to see them here and greet them."
      />
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" aria-label="Upcoming birthdays">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Contact</Table.Th>
            <Table.Th scope="col">Birthday</Table.Th>
            <Table.Th scope="col">Turning</Table.Th>
            <Table.Th scope="col">Greeting</Table.Th>
            <Table.Th scope="col">Celebrated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((b) => (
            <Table.Tr key={b.contact_id}>
              <Table.Td>
                <Anchor component={Link} to={buildPath('ContactProfile', { id: b.contact_id })}>
                  {b.full_name || b.email || 'Unnamed contact'}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {formatDay(b.next_birthday)}{' '}
                  <Badge size="sm" variant="light" color={b.days_until === 0 ? 'pink' : 'gray'}>
                    {whenOf(b)}
                  </Badge>
                </Text>
              </Table.Td>
              <Table.Td>{b.turning}</Table.Td>
              <Table.Td>
                <Text size="sm" c={b.greeted_at ? undefined : 'dimmed'}>
                  {b.greeted_at ? 'Sent' : 'Not yet'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`Celebrated ${b.full_name || 'this contact'}’s birthday`}
                  checked={b.celebrated}
                  disabled={!props.canUpdate || celebrate.isPending}
                  onChange={(e) =>
                    celebrate.mutate({
                      contact_id: b.contact_id,
                      celebrated: e.currentTarget.checked,
                    })
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The Birthdays tab of Admin Settings. */
export function BirthdaySettings() {
  const setting = useBirthdaySetting();
  const settings = useAbilities('admin-settings');
  const contacts = useAbilities('contacts-center');
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="greeting-title">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="greeting-title">
              Birthday greeting
            </Title>
            <Text size="sm" c="dimmed">
              An email, an SMS or both for each contact on their birthday.
            </Text>
          </div>
          {setting.isPending ? (
            <Stack gap="sm" aria-busy="true" aria-label="Loading the birthday greeting">
              <Skeleton height={36} />
              <Skeleton height={120} />
            </Stack>
          ) : setting.data ? (
            <GreetingForm
              key={setting.data.setting.updated_at ?? 'new'}
              setting={setting.data.setting}
              canUpdate={settings.update}
            />
          ) : (
            <Alert color="red">The birthday greeting could not be loaded.</Alert>
          )}
        </Stack>
      </Paper>
      {contacts.view ? (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="upcoming-title">
          <Stack gap="md">
            <Title order={2} size="h4" id="upcoming-title">
              Upcoming birthdays
            </Title>
            <UpcomingBirthdays canUpdate={contacts.update} />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
