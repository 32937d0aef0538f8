import type { PortalHomeSettings } from '@coachline/contract/client-portal';
import { Anchor, Box, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import {
  IconBook,
  IconCalendar,
  IconChartLine,
  IconFile,
  IconFileText,
  IconForms,
  IconRun,
  IconSchool,
} from '@tabler/icons-react';
import type { PortalContent } from './queries';

// A phone-sized picture of the portal home as a contact sees it: the welcome while it is on, the
// announcements and links that are on, in order, and the tab names as the bottom navigation.
// With a contact chosen, what their portal holds follows, section by section as their home shows
// it. Everything is text: the contact's portal never renders a coach's words as HTML.

const tabIcons = {
  classroom: IconSchool,
  playbook: IconBook,
  page: IconFileText,
  form: IconForms,
  workout: IconRun,
  file: IconFile,
  calendar: IconCalendar,
  progress: IconChartLine,
} as const;

function ContentSection(props: { title: string; names: string[] }) {
  return (
    <section aria-label={props.title}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {props.title} ({props.names.length})
      </Text>
      {props.names.length === 0 ? (
        <Text size="xs" c="dimmed">
          Nothing yet
        </Text>
      ) : (
        props.names.slice(0, 3).map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; the order is fixed
          <Text key={i} size="sm" truncate>
            {name}
          </Text>
        ))
      )}
    </section>
  );
}

export function PortalPreview(props: {
  home: PortalHomeSettings;
  businessName: string;
  /** The chosen contact's content; the home alone without one. */
  content?: PortalContent | undefined;
}) {
  const { home, content } = props;
  const tabs = (Object.keys(tabIcons) as (keyof typeof tabIcons)[]).filter(
    (key) => key !== 'calendar' || home.settings.show_calendar,
  );
  return (
    <Paper
      component="figure"
      aria-label="Portal preview"
      withBorder
      radius={28}
      shadow="sm"
      w={300}
      h={600}
      m={0}
      p={10}
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      <Paper
        radius={20}
        style={{ flex: 1, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      >
        <Box px="md" py="sm" bg="var(--mantine-primary-color-filled)" c="white">
          <Text fw={600} size="sm" truncate>
            {props.businessName}
          </Text>
          {home.settings.show_rewards && (
            <Text size="xs" opacity={0.85}>
              0 {home.rewards.point_name}
              {home.rewards.point_currency ? ` · 1 = ${home.rewards.point_currency}` : ''}
            </Text>
          )}
        </Box>
        <ScrollArea style={{ flex: 1 }} px="md" py="sm">
          <Stack gap="sm">
            {home.welcome && (
              <section aria-label="Welcome">
                <Title order={4} size="h5">
                  {home.welcome.title}
                </Title>
                {home.welcome.message && (
                  <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                    {home.welcome.message}
                  </Text>
                )}
                {home.welcome.video_url && (
                  <Text size="xs" c="dimmed">
                    ▶ Video
                  </Text>
                )}
              </section>
            )}
            {home.announcements.length > 0 && (
              <section aria-label="Announcements">
                <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                  Announcements
                </Text>
                <Stack gap={6} mt={4}>
                  {home.announcements.map((a) => (
                    <Paper key={a.id} withBorder p={8} radius="sm">
                      <Text size="sm" fw={500}>
                        {a.title}
                      </Text>
                      {a.body && (
                        <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                          {a.body}
                        </Text>
                      )}
                    </Paper>
                  ))}
                </Stack>
              </section>
            )}
            {home.navigation.length > 0 && (
              <nav aria-label="Portal links">
                <Stack gap={4}>
                  {home.navigation.map((link) => (
                    <Anchor key={link.id} size="sm" component="span">
                      {link.label}
                    </Anchor>
                  ))}
                </Stack>
              </nav>
            )}
            {content && (
              <>
                <ContentSection
                  title={home.tabs.playbook}
                  names={content.playbooks.map((p) => p.title)}
                />
                <ContentSection title={home.tabs.page} names={content.pages.map((p) => p.title)} />
                <ContentSection title={home.tabs.form} names={content.forms.map((f) => f.title)} />
                <ContentSection title={home.tabs.file} names={content.files.map((f) => f.name)} />
              </>
            )}
            {!content &&
              !home.welcome &&
              home.announcements.length === 0 &&
              home.navigation.length === 0 && (
                <Text size="xs" c="dimmed" ta="center" py="xl">
                  Turn on a welcome or add an announcement to fill the portal’s home.
                </Text>
              )}
          </Stack>
        </ScrollArea>
        <ScrollArea type="never" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Group component="nav" aria-label="Portal tabs" gap={0} wrap="nowrap" px={4} py={6}>
            {tabs.map((key) => {
              const Icon = tabIcons[key];
              return (
                <Stack key={key} gap={2} align="center" miw={56} px={4}>
                  <Icon size={18} aria-hidden />
                  <Text size="10px" lh={1.1} ta="center" truncate maw={64}>
                    {home.tabs[key]}
                  </Text>
                </Stack>
              );
            })}
          </Group>
        </ScrollArea>
      </Paper>
    </Paper>
  );
}
