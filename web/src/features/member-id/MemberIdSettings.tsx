import {
  type MemberIdDelivery,
  type MemberIdSetting,
  memberIdMessages,
  memberIdPagePath,
  storeMemberIdSettingBody,
} from '@coachline/contract/member-id';
import {
  Alert,
  Anchor,
  Button,
  Code,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { CopyValue } from '../../ui/CopyValue';
import { confirmAction } from '../../ui/dialogs';
import { FormServerError, ToggleField } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { SmsLengthNote } from '../messaging/SmsLengthNote';
import { TokenTextField } from '../messaging/TokenTextField';
import { MemberIdRequestForm } from './MemberIdRequestForm';
import { useMemberIdSetting, useStoreMemberIdSetting } from './queries';

// Admin Settings › Member ID: the location's public page where people ask for their member ID,
// the IDs it hands out and the messages that carry them (001 §7 Member ID).

const deliveryOptions: { value: MemberIdDelivery; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'SMS' },
  { value: 'both', label: 'Email and SMS' },
];

const pageAddress = (setting: MemberIdSetting) =>
  `${window.location.origin}${memberIdPagePath(setting)}`;

function Section(props: { title: string; description?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <div>
        <Title order={3} size="h5">
          {props.title}
        </Title>
        {props.description && (
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        )}
      </div>
      {props.children}
    </Stack>
  );
}

/** The setting as the form edits it: without the page's address. */
const withoutPage = ({
  account_id: _,
  access_code: __,
  updated_at: ___,
  ...fields
}: MemberIdSetting) => fields;

function MemberIdForm(props: { setting: MemberIdSetting; canUpdate: boolean }) {
  const { setting, canUpdate } = props;
  const store = useStoreMemberIdSetting();
  const form = useContractForm(storeMemberIdSettingBody, withoutPage(setting));
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });
  const delivery = watched.delivery ?? setting.delivery;

  const save = (regenerate: boolean) =>
    form.handleSubmit(
      (body) =>
        store.mutate(
          { ...body, regenerate_access_code: regenerate },
          {
            onSuccess: (res) => form.reset(withoutPage(res.setting)),
            onError: serverErrorsTo(form),
          },
        ),
      onInvalidSubmit,
    );

  const confirmNewAddress = () =>
    confirmAction({
      text: 'Give the page a new address? Every old link and QR code stops working; share the new address instead.',
      confirmLabel: 'New address',
      onConfirm: () => void save(true)(),
    });

  const address = pageAddress(setting);
  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form onSubmit={save(false)} noValidate aria-label="Member ID settings">
          <FormFieldset disabled={!canUpdate}>
            <Stack gap="xl">
              <Section
                title="Page address"
                description="Share it on your website, or open it on a tablet at the front desk. Signed-in users are taken to the app, so open it in a private window to try it."
              >
                <Group gap="xs" wrap="nowrap">
                  <Code style={{ wordBreak: 'break-all' }}>{address}</Code>
                  <CopyValue value={address} label="page address" />
                </Group>
                <Group gap="sm">
                  <Anchor href={address} target="_blank" rel="noreferrer" size="sm">
                    Open the page
                  </Anchor>
                  {canUpdate && (
                    <Button variant="subtle" size="compact-sm" onClick={confirmNewAddress}>
                      Give it a new address
                    </Button>
                  )}
                </Group>
              </Section>

              <Section title="Page">
                <ToggleField
                  control={form.control}
                  name="is_enabled"
                  kind="switch"
                  label="Take member ID requests"
                  description="Off, the page says it is closed and adds no one."
                />
                <TextInput
                  label="Title"
                  aria-required
                  maxLength={120}
                  error={errors.page_title?.message}
                  {...form.register('page_title')}
                />
                <Textarea
                  label="Description"
                  autosize
                  minRows={2}
                  maxLength={1000}
                  error={errors.page_description?.message}
                  {...form.register('page_description')}
                />
                <TextInput
                  label="Button text"
                  aria-required
                  maxLength={40}
                  error={errors.button_text?.message}
                  {...form.register('button_text')}
                />
              </Section>

              <Section
                title="Member IDs"
                description="A newcomer, or a contact without a member ID, gets the next number with the prefix before it. A number someone already has is skipped."
              >
                <Group grow align="flex-start">
                  <TextInput
                    label="Prefix"
                    placeholder="None"
                    maxLength={12}
                    error={errors.id_prefix?.message}
                    {...form.register('id_prefix')}
                  />
                  <Controller
                    control={form.control}
                    name="next_number"
                    render={({ field }) => (
                      <NumberInput
                        label="Next number"
                        aria-required
                        min={1}
                        max={999_999_999}
                        allowDecimal={false}
                        allowNegative={false}
                        value={field.value}
                        onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                        onBlur={field.onBlur}
                        error={errors.next_number?.message}
                      />
                    )}
                  />
                </Group>
                <Text size="sm" aria-live="polite">
                  The next member ID is{' '}
                  <Code>{`${watched.id_prefix ?? ''}${watched.next_number ?? ''}`}</Code>.
                </Text>
              </Section>

              <Section
                title="Sent by"
                description="The page asks for what these need: an email, a phone number, or either."
              >
                <Controller
                  control={form.control}
                  name="delivery"
                  render={({ field }) => (
                    <SegmentedControl
                      aria-label="Send member IDs by"
                      data={deliveryOptions}
                      value={field.value}
                      onChange={(value) => field.onChange(value as MemberIdDelivery)}
                    />
                  )}
                />
              </Section>

              {delivery !== 'sms' && (
                <Section title="Email">
                  <TokenTextField
                    form={form}
                    name="email_subject"
                    label="Subject"
                    maxLength={255}
                  />
                  <TokenTextField
                    form={form}
                    name="email_body"
                    label="Message"
                    multiline
                    maxLength={5000}
                    description="Each line becomes a line of the email. Keep {{member_id}} in it."
                  />
                </Section>
              )}
              {delivery !== 'email' && (
                <Section title="SMS">
                  <TokenTextField
                    form={form}
                    name="sms_message"
                    label="SMS message"
                    multiline
                    minRows={2}
                    maxLength={1600}
                    description="Keep {{member_id}} in it."
                  />
                  <SmsLengthNote text={watched.sms_message ?? ''} />
                </Section>
              )}

              <FormServerError error={errors.root?.server} />
              {canUpdate && (
                <Group justify="flex-end">
                  <Button type="submit" loading={store.isPending}>
                    Save
                  </Button>
                </Group>
              )}
            </Stack>
          </FormFieldset>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs" pos="sticky" top={16}>
          <Text size="sm" fw={600} id="member-id-preview">
            Preview
          </Text>
          <Paper withBorder radius="md" p="lg" bg="gray.0" aria-labelledby="member-id-preview">
            <Stack gap="md">
              <Title order={4}>{watched.page_title || setting.page_title}</Title>
              {watched.page_description ? (
                <Text size="sm" c="dimmed">
                  {watched.page_description}
                </Text>
              ) : null}
              {watched.is_enabled === false ? (
                <Alert color="gray">{memberIdMessages.pageClosed}</Alert>
              ) : (
                <MemberIdRequestForm
                  setting={{ delivery, button_text: watched.button_text || 'Send' }}
                  accessCode={setting.access_code}
                  preview
                />
              )}
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The Member ID tab of Admin Settings. */
export function MemberIdSettings() {
  const setting = useMemberIdSetting();
  const { update } = useAbilities('admin-settings');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="member-id-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="member-id-title">
            Member ID page
          </Title>
          <Text size="sm" c="dimmed">
            A public page where people ask for their member ID. Newcomers are added as leads while
            your plan has room; everyone gets their ID by the channels you choose.
          </Text>
        </div>
        {setting.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading the member ID settings">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={120} />
          </Stack>
        ) : setting.data ? (
          <MemberIdForm
            key={setting.data.setting.access_code}
            setting={setting.data.setting}
            canUpdate={update}
          />
        ) : (
          <Alert color="red">The member ID settings could not be loaded.</Alert>
        )}
      </Stack>
    </Paper>
  );
}
