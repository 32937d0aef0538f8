import {
  type PortalSetting,
  type PortalSettingInput,
  portalSettingBody,
} from '@coachline/contract/admin-settings';
import { logoSize } from '@coachline/contract/image-library';
import {
  Anchor,
  Box,
  Grid,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { ColorField } from '../../ui/ColorField';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { ImageUploader } from '../image-library/ImageUploader';
import { useRefreshedSession } from '../session/sessionQuery';
import { usePortalSetting, useUpdatePortalSetting } from './queries';
import { blankNulls, SettingLoading, SettingsCard, SettingsForm } from './SettingsCard';

// Admin Settings › Client portal: where the location's clients sign in, and how it looks
// (002 §7 update-portal-setting).

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

function inputOf(setting: PortalSetting): PortalSettingInput {
  const { account_id: _, updated_at: __, portal_url: ___, ...fields } = setting;
  // Until a subdomain is chosen, the location's name suggests one.
  return blankNulls({ ...fields, subdomain: fields.subdomain ?? slugOf(fields.portal_name) });
}

/** How the portal's welcome reads with the colour, logo and words being edited. */
function PortalPreview(props: { values: Partial<PortalSettingInput> }) {
  const { values } = props;
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-label="Portal preview">
      <Box p="md" style={{ background: values.brand_color || '#1971C2' }}>
        <Group gap="sm">
          {values.logo_url ? (
            <Image src={values.logo_url} alt="" h={32} w="auto" fit="contain" />
          ) : null}
          <Text c="white" fw={700}>
            {values.portal_name || 'Your portal'}
          </Text>
        </Group>
      </Box>
      <Stack gap={4} p="md">
        <Title order={3} size="h5">
          Welcome
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {values.welcome_message || 'Your welcome message shows here.'}
        </Text>
      </Stack>
    </Paper>
  );
}

function PortalForm(props: { setting: PortalSetting; canUpdate: boolean }) {
  const update = useUpdatePortalSetting(props.setting.account_id);
  const form = useContractForm(portalSettingBody, inputOf(props.setting));
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const host = window.location.host;
  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: (res) => form.reset(inputOf(res.setting)),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <Grid gutter="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <SettingsForm
          label="Portal settings"
          onSubmit={submit}
          canUpdate={props.canUpdate}
          dirty={form.formState.isDirty}
          saving={update.isPending}
        >
          <TextInput
            label="Portal name"
            aria-required
            maxLength={100}
            error={errors.portal_name?.message}
            {...form.register('portal_name')}
          />
          <TextInput
            label="Subdomain"
            aria-required
            maxLength={40}
            description="Lowercase letters, digits and hyphens."
            rightSection={
              <Text size="sm" c="dimmed" pr="xs">
                .{host}
              </Text>
            }
            rightSectionWidth={host.length * 8 + 24}
            error={errors.subdomain?.message}
            {...form.register('subdomain')}
          />
          <ImageUploader
            size={logoSize}
            label="Logo"
            value={values.logo_url || undefined}
            onChange={(image) =>
              // The portal may stand on another host: the address is kept whole.
              form.setValue('logo_url', new URL(image.img_src, window.location.origin).href, {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          />
          <TextInput
            label="Logo URL"
            placeholder="https://"
            maxLength={2048}
            error={errors.logo_url?.message}
            {...form.register('logo_url')}
          />
          <ColorField control={form.control} name="brand_color" label="Brand colour" />
          <Textarea
            label="Welcome message"
            autosize
            minRows={3}
            maxLength={2000}
            error={errors.welcome_message?.message}
            {...form.register('welcome_message')}
          />
          <TextInput
            label="Support email"
            type="email"
            maxLength={191}
            description="Where clients write from the portal; your business email when empty."
            error={errors.support_email?.message}
            {...form.register('support_email')}
          />
        </SettingsForm>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="xs">
          <PortalPreview values={values} />
          {props.setting.portal_url ? (
            <Text size="sm">
              Your portal:{' '}
              <Anchor href={props.setting.portal_url} target="_blank" rel="noreferrer">
                {props.setting.portal_url}
              </Anchor>
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Save to give your portal its address.
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The Client portal tab of Admin Settings. */
export function PortalSettingsTab() {
  const session = useRefreshedSession();
  const setting = usePortalSetting(session?.accessed.id ?? 0);
  const abilities = useAbilities('admin-settings');
  return (
    <SettingsCard title="Client portal" description="Where your clients sign in, in your colours.">
      {setting.data ? (
        <PortalForm
          key={setting.data.setting.updated_at ?? 'new'}
          setting={setting.data.setting}
          canUpdate={abilities.update}
        />
      ) : (
        <SettingLoading what="portal settings" failed={setting.isError} />
      )}
    </SettingsCard>
  );
}
