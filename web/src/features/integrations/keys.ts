// Query keys of the integrations, apart from the hooks so other features can name them.

export const integrationKeys = {
  all: ['integrations'] as const,
  twilio: ['integrations', 'twilio'] as const,
  automationWebhooks: ['integrations', 'automation-webhooks'] as const,
  apiToken: ['integrations', 'api-token'] as const,
};
