import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Failed } from './bits';
import { DayParts } from './CalendarPage';
import { HabitsCard } from './habits/HabitsCard';
import { FileLinks, FormLinks, PageLinks, PlaybookCards } from './lists';
import { OnboardingCard } from './onboarding/OnboardingCard';
import classes from './portal.module.css';
import { ProgressCards } from './progress/ProgressCard';
import { useHome, useMe, usePortalSession } from './queries';
import { Link } from './router';
import { TodayWorkouts } from './workouts/WorkoutItems';

// The code's library loads only for contacts who have a member ID.
const MemberCard = lazy(() => import('./MemberCard'));

function Section(props: { title: string; more?: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={props.title}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {props.title}
        </Title>
        {props.more && (
          <Anchor component={Link} to={props.more} size="sm">
            See all
          </Anchor>
        )}
      </Group>
      {props.children}
    </Stack>
  );
}

/** What the contact opens the portal for: the coach's welcome and news, then their work. */
export function HomePage() {
  const { account } = usePortalSession();
  const me = useMe();
  const home = useHome();
  if (home.isPending)
    return (
      <Stack role="status" aria-label="Loading your portal">
        <Skeleton h={28} w="60%" />
        <Skeleton h={80} />
        <Skeleton h={80} />
      </Stack>
    );
  if (home.error) return <Failed error={home.error} retry={() => home.refetch()} />;
  const { settings, playbooks, pages, forms, files, rewards, today } = home.data;
  const toFill = forms.filter((f) => !f.submitted_at);
  const content = `/portal/${account}/content`;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Hi {me.data?.contact.first_name || 'there'}!
        </Title>
        {settings.welcome && (
          <Paper withBorder radius="md" p="md" mt="sm" component="section" aria-label="Welcome">
            {settings.welcome.title && <Text fw={700}>{settings.welcome.title}</Text>}
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {settings.welcome.message}
            </Text>
            {settings.welcome.video_url && (
              <Anchor href={settings.welcome.video_url} target="_blank" rel="noopener" size="sm">
                Watch the welcome video
              </Anchor>
            )}
          </Paper>
        )}
      </div>

      {me.data?.contact.member_id && (
        <Suspense fallback={<Skeleton h={140} />}>
          <MemberCard contact={me.data.contact} brand={me.data.brand} />
        </Suspense>
      )}

      {settings.announcements.length > 0 && (
        <Section title="Announcements">
          {settings.announcements.map((a) => (
            <Paper key={a.id} withBorder radius="md" p="sm">
              <Text fw={600}>{a.title}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {a.body}
              </Text>
            </Paper>
          ))}
        </Section>
      )}

      {today && (
        <Section title="Today" more={`/portal/${account}/calendar`}>
          <DayParts
            day={today}
            titles={settings.calendar}
            empty="Nothing on your calendar today."
          />
        </Section>
      )}

      <OnboardingCard />

      <HabitsCard />
      <ProgressCards />

      <TodayWorkouts title={settings.tabs.workout} />

      {settings.settings.show_rewards && (
        <Paper
          component={Link}
          to={`/portal/${account}/rewards`}
          className={classes.card}
          withBorder
          radius="md"
          p="sm"
        >
          <Group justify="space-between">
            <Text fw={600}>Your {settings.rewards.point_name}</Text>
            <Text fw={800} size="xl" c="var(--portal-color)">
              {rewards.balance}
            </Text>
          </Group>
        </Paper>
      )}

      <Section title={settings.tabs.playbook} more={content}>
        <PlaybookCards playbooks={playbooks.slice(0, 3)} />
      </Section>
      {toFill.length > 0 && (
        <Section title={`${settings.tabs.form} to fill in`}>
          <FormLinks forms={toFill} />
        </Section>
      )}
      <Section title={settings.tabs.page} more={content}>
        <PageLinks pages={pages.slice(0, 3)} />
      </Section>
      {files.length > 0 && (
        <Section title={settings.tabs.file} more={content}>
          <FileLinks files={files.slice(0, 3)} />
        </Section>
      )}

      {settings.navigation.length > 0 && (
        <Section title="Links">
          {settings.navigation.map((item) => (
            <Anchor
              key={item.id}
              href={item.url}
              {...(item.open_in_new_tab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {item.label}
            </Anchor>
          ))}
        </Section>
      )}
    </Stack>
  );
}
