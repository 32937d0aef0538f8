// Query keys of a form's responses: the public page, one response, the respondents, the
// analytics and a contact's forms.

export const formResponseKeys = {
  all: ['form-responses'] as const,
  publicForm: (key: string) => ['form-responses', 'public-form', key] as const,
  response: (formId: number, respondentId: number) =>
    ['form-responses', 'response', formId, respondentId] as const,
  publicResponse: (formId: string, contactId: string, respondent: string) =>
    ['form-responses', 'public-response', formId, contactId, respondent] as const,
  respondents: (formId: number) => ['form-responses', 'respondents', formId] as const,
  respondentPage: (formId: number, page: number, search: string, contactId = 0) =>
    ['form-responses', 'respondents', formId, page, search, contactId] as const,
  analytics: (formId: number) => ['form-responses', 'analytics', formId] as const,
  contactForms: (contactId: number) => ['form-responses', 'contact', contactId] as const,
  contactFormPage: (contactId: number, page: number) =>
    ['form-responses', 'contact', contactId, page] as const,
  pickable: (search: string) => ['form-responses', 'list-all', search] as const,
};
