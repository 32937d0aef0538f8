// Query keys of sending domains, apart from the hooks so other features can name them.

export const emailDomainKeys = {
  all: ['email-domains'] as const,
  list: ['email-domains', 'list'] as const,
};
