import { messages } from '@coachline/contract/messages';
import { buildPath } from '@coachline/contract/routes';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CopyValue } from '../../ui/CopyValue';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { useGenerateLandingToken, useLandingToken } from './queries';
import { SettingLoading, SettingsCard } from './SettingsCard';

// Admin Settings › Funnel builder (000 §2.4, §7.3 user/generate-landing-token): the user's
// landing page token, with which the funnel builder opens. Only its hash is kept: a new token is
// shown once, here, with a copy button.

/** The Funnel builder tab of Admin Settings. */
export function LandingTokenTab() {
  const info = useLandingToken();
  const generate = useGenerateLandingToken();
  const [fresh, setFresh] = useState<string | null>(null);
  const data = info.data;
  const make = () => generate.mutate(undefined, { onSuccess: (res) => setFresh(res.token) });
  const ask = () =>
    data?.landing_token
      ? confirmAction({
          text: 'A new token replaces the current one, which stops working at once.',
          confirmLabel: 'Generate',
          onConfirm: make,
        })
      : make();
  return (
    <SettingsCard
      title="Funnel builder"
      description="Your landing page token: the funnel builder signs you in with it."
    >
      {!data ? (
        <SettingLoading what="landing token" failed={info.isError} />
      ) : !data.has_funnels ? (
        <Alert color="yellow" title="Funnels are not in your plan">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{messages.funnelsUpgrade}</Text>
            <Button component={Link} to={`${buildPath('AccountBilling')}?tab=plans`} size="xs">
              {messages.upgradePlan}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md">
          {fresh ? (
            <Alert color="teal" title="Copy your new token now">
              <Stack gap="xs">
                <Text size="sm">It is shown only this once.</Text>
                <Group gap="xs" wrap="nowrap">
                  <Code aria-label="New landing token" style={{ wordBreak: 'break-all' }}>
                    {fresh}
                  </Code>
                  <CopyValue value={fresh} label="landing token" />
                </Group>
              </Stack>
            </Alert>
          ) : null}
          {data.landing_token ? (
            <Stack gap={4}>
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  Current token
                </Text>
                <Code aria-label="Current landing token">{data.landing_token.masked}</Code>
              </Group>
              <Text size="sm" c="dimmed">
                Made <DateTime value={data.landing_token.created_at} size="sm" />.
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No landing token yet.
            </Text>
          )}
          <Group justify="flex-end">
            <Button onClick={ask} loading={generate.isPending}>
              {data.landing_token ? 'Regenerate token' : 'Generate token'}
            </Button>
          </Group>
        </Stack>
      )}
    </SettingsCard>
  );
}
