// Query keys of the birthday greeting and the birthdays coming up.

export const birthdayKeys = {
  all: ['birthdays'] as const,
  setting: ['birthdays', 'setting'] as const,
  upcoming: (days: number) => ['birthdays', 'upcoming', days] as const,
};
