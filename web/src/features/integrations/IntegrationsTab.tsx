import { Stack } from '@mantine/core';
import { ApiTokenSettings } from './ApiTokenSettings';
import { AutomationWebhooks } from './AutomationWebhooks';
import { TwilioSettings } from './TwilioSettings';

/** Admin Settings' Integrations tab: Twilio, automation webhooks and the API token. */
export function IntegrationsTab() {
  return (
    <Stack gap="lg">
      <TwilioSettings />
      <AutomationWebhooks />
      <ApiTokenSettings />
    </Stack>
  );
}
