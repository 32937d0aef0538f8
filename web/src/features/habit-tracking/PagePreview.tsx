import type { HabitCategory, HabitSettings } from '@coachline/contract/habit-tracking';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { textStyleCss } from '../styles/textStyleCss';

// The contact's check-in page as the settings being edited would show it: the cover under its
// overlay with the headlines, the habits to tick, and the submit button. Only a picture: its
// controls do nothing and are hidden from screen readers but for the summary.

export function PagePreview(props: { settings: HabitSettings; categories: HabitCategory[] }) {
  const { settings } = props;
  const habits = props.categories.flatMap((c) => c.habits).slice(0, 4);
  return (
    <Paper
      withBorder
      radius="md"
      component="section"
      aria-label="Preview of the check-in page"
      style={{ overflow: 'hidden', background: settings.background_color }}
    >
      <Box
        pos="relative"
        p="lg"
        style={{
          backgroundImage: settings.cover_image ? `url(${settings.cover_image})` : undefined,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          minHeight: 160,
        }}
      >
        {settings.cover_image ? (
          <Box
            pos="absolute"
            inset={0}
            style={{
              background: settings.overlay_color,
              opacity: settings.overlay_opacity / 100,
            }}
            aria-hidden
          />
        ) : null}
        <Stack gap={4} pos="relative" ta="center">
          <div style={textStyleCss(settings.headline_style)}>{settings.headline}</div>
          {settings.sub_headline ? (
            <div style={textStyleCss(settings.sub_headline_style)}>{settings.sub_headline}</div>
          ) : null}
        </Stack>
      </Box>
      <Stack gap="xs" p="md" aria-hidden>
        {habits.map((h) => (
          <Paper key={h.id} withBorder radius="sm" p="xs">
            <Text size="sm">☐ {h.name}</Text>
          </Paper>
        ))}
        <Box
          py={8}
          px="md"
          ta="center"
          fw={600}
          style={{
            background: settings.button_color,
            color: settings.button_text_color,
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          {settings.submit_text || ' '}
        </Box>
      </Stack>
    </Paper>
  );
}
