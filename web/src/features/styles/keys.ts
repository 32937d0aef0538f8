// Query keys of the saved styles (001 §3 Saved style).

export const styleKeys = {
  all: ['styles'] as const,
  saved: (type: number) => ['styles', 'saved', type] as const,
};
