import type { TemplateFilter, TemplateType } from '@coachline/contract/templates';

/** How the kinds read on screen, inside sentences too. */
export const typeLabels: Record<TemplateType, string> = {
  email: 'email',
  sms: 'SMS',
  voice: 'voice',
  content: 'content',
};

/** The filter of 001 §9, as the library offers it. */
export const filterLabels: Record<TemplateFilter, string> = {
  all: 'All',
  email: 'Email',
  sms: 'SMS',
  voice: 'Voice',
  content: 'Content',
  'multi-channel': 'Multi-channel',
};
