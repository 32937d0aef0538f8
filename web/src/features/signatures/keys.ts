// Query keys of signatures and email buttons, apart from the hooks so the email editors can
// name them without loading the signature screens.

export const signatureKeys = {
  all: ['signatures'] as const,
  list: ['signatures', 'list'] as const,
  buttons: ['signatures', 'buttons'] as const,
};
