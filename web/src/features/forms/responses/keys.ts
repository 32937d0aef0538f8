// Query keys of a form's responses: the public page, one response, the respondents, the
// analytics and a contact's forms; under the forms' keys, so every form write refreshes them.

export const formResponseKeys = {
  all: ['forms', 'responses'] as const,
  publicForm: (key: string) => ['forms', 'responses', 'public-form', key] as const,
  response: (formId: number, respondentId: number) =>
    ['forms', 'responses', 'response', formId, respondentId] as const,
  publicResponse: (formId: string, contactId: string, respondent: string) =>
    ['forms', 'responses', 'public-response', formId, contactId, respondent] as const,
  respondents: (formId: number) => ['forms', 'responses', 'respondents', formId] as const,
  respondentPage: (formId: number, page: number, search: string, contactId = 0) =>
    ['forms', 'responses', 'respondents', formId, page, search, contactId] as const,
  analytics: (formId: number) => ['forms', 'responses', 'analytics', formId] as const,
  contactForms: (contactId: number) => ['forms', 'responses', 'contact', contactId] as const,
  contactFormPage: (contactId: number, page: number) =>
    ['forms', 'responses', 'contact', contactId, page] as const,
  pickable: (search: string) => ['forms', 'responses', 'list-all', search] as const,
};
