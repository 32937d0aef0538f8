import { ActionIcon, Alert, Skeleton, Stack, Tooltip } from '@mantine/core';
import {
  IconBarbell,
  IconBooks,
  IconCalendar,
  IconChartLine,
  IconGift,
  IconHome,
  IconLogout,
  IconMessageCircle,
} from '@tabler/icons-react';
import { type CSSProperties, lazy, type ReactNode, Suspense } from 'react';
import { contrast } from '../app/theme';
import { NotFound } from './bits';
import { CalendarPage } from './CalendarPage';
import { ChatPage } from './ChatPage';
import { ContentPage } from './ContentPage';
import { HomePage } from './HomePage';
import { PageView } from './PageView';
import { PlaybookView } from './PlaybookView';
import classes from './portal.module.css';
import { useHome, useMe, usePortalSession, useSignOut } from './queries';
import { RewardsPage } from './RewardsPage';
import { usePortalRealtime } from './realtime';
import { Link } from './router';
import { useWorkoutSync } from './workouts/outbox';

// The workout screens load when opened: the player and the charts stay out of the first download.
const WorkoutsPage = lazy(() => import('./workouts/WorkoutsPage'));
const PlayerPage = lazy(() => import('./workouts/PlayerPage'));
const ProgressPage = lazy(() => import('./workouts/ProgressPage'));
const OnboardingPage = lazy(() => import('./onboarding/OnboardingPage'));
const CheckInsPage = lazy(() => import('./progress/ProgressPage'));
const HabitsPage = lazy(() => import('./habits/HabitsPage'));

function NavItem(props: { to: string; end?: boolean; icon: ReactNode; label: string }) {
  return (
    <Link to={props.to} end={props.end} nav className={classes.navLink}>
      {props.icon}
      <span>{props.label}</span>
    </Link>
  );
}

const playbookPath = /^\/playbooks\/(\d{1,10})$/;
const pagePath = /^\/pages\/(\d{1,10})$/;
const workoutPath = /^\/workouts\/(\d{1,10})$/;
const workoutProgressPath = /^\/workouts\/(\d{1,10})\/progress$/;
const checkInPath = /^\/progress\/(\d{1,10})$/;

function LazyScreen({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Stack role="status" aria-label="Loading">
          <Skeleton h={28} w="60%" />
          <Skeleton h={90} />
        </Stack>
      }
    >
      {children}
    </Suspense>
  );
}

/** The screen of the path below the location's portal. */
function Screen({ path }: { path: string }) {
  if (path === '') return <HomePage />;
  if (path === '/content') return <ContentPage />;
  if (path === '/chat') return <ChatPage />;
  if (path === '/rewards') return <RewardsPage />;
  if (path === '/calendar') return <CalendarPage />;
  const playbook = playbookPath.exec(path)?.[1];
  if (playbook) return <PlaybookView id={Number(playbook)} />;
  const page = pagePath.exec(path)?.[1];
  if (page) return <PageView id={Number(page)} />;
  if (path === '/onboarding')
    return (
      <LazyScreen>
        <OnboardingPage />
      </LazyScreen>
    );
  if (path === '/progress' || path === '/habits')
    return <LazyScreen>{path === '/habits' ? <HabitsPage /> : <CheckInsPage />}</LazyScreen>;
  const checkIn = checkInPath.exec(path)?.[1];
  if (checkIn)
    return (
      <LazyScreen>
        <CheckInsPage key={checkIn} id={Number(checkIn)} />
      </LazyScreen>
    );
  if (path === '/workouts')
    return (
      <LazyScreen>
        <WorkoutsPage />
      </LazyScreen>
    );
  const workout = workoutPath.exec(path)?.[1];
  if (workout)
    return (
      <LazyScreen>
        <PlayerPage key={workout} id={Number(workout)} />
      </LazyScreen>
    );
  const progress = workoutProgressPath.exec(path)?.[1];
  if (progress)
    return (
      <LazyScreen>
        <ProgressPage id={Number(progress)} />
      </LazyScreen>
    );
  return <NotFound inline />;
}

const fallbackColor = '#1864ab';

/**
 * The coach's colour where it reads: as the header's background with white or black text, as
 * text and fills on white only when it reaches AA there (a pale brand colour falls back).
 */
function brandColors(brand: string | undefined): CSSProperties {
  const color = brand && /^#[0-9a-f]{6}$/i.test(brand) ? brand : fallbackColor;
  const ink = contrast(color, '#ffffff') >= 4.5 ? color : fallbackColor;
  return {
    '--portal-header': color,
    '--portal-on-header': contrast(color, '#ffffff') >= 4.5 ? '#ffffff' : '#000000',
    '--portal-color': ink,
  } as CSSProperties;
}

/** The signed-in portal: the location's header, its screens and the bottom navigation. */
export default function PortalShell({ screen }: { screen: string }) {
  const session = usePortalSession();
  const me = useMe();
  const home = useHome();
  const signOut = useSignOut();
  const live = usePortalRealtime(session);
  // Finished workouts kept on the phone go to the server now and whenever it is back online.
  useWorkoutSync(session, me.data?.contact.id);
  const brand = me.data?.brand;
  const tabs = home.data?.settings.tabs;
  const options = home.data?.settings.settings;
  const base = `/portal/${session.account}`;
  const color = brandColors(brand?.brand_color);

  return (
    <div className={classes.frame} style={color}>
      <header className={classes.header}>
        {brand?.logo_url && <img className={classes.logo} src={brand.logo_url} alt="" />}
        <h1>{brand ? brand.name : <Skeleton h={20} w={160} />}</h1>
        <Tooltip label="Sign out">
          <ActionIcon
            variant="subtle"
            color="var(--portal-on-header)"
            size="lg"
            aria-label="Sign out"
            loading={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <IconLogout size={20} />
          </ActionIcon>
        </Tooltip>
      </header>
      <main className={classes.main}>
        {live.reward && (
          <Alert
            color="green"
            title="You earned a reward!"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={live.dismissReward}
            mb="md"
            role="status"
          >
            {live.reward.points} {home.data?.settings.rewards.point_name ?? 'points'}
            {live.reward.reason ? ` for ${live.reward.reason}` : ''}
          </Alert>
        )}
        <Screen path={screen} />
      </main>
      <nav className={classes.nav} aria-label="Portal">
        <NavItem to={base} end icon={<IconHome size={22} />} label="Home" />
        <NavItem
          to={`${base}/content`}
          icon={<IconBooks size={22} />}
          label={tabs?.classroom ?? 'Classroom'}
        />
        <NavItem
          to={`${base}/workouts`}
          icon={<IconBarbell size={22} />}
          label={tabs?.workout ?? 'Workouts'}
        />
        <NavItem
          to={`${base}/progress`}
          icon={<IconChartLine size={22} />}
          label={tabs?.progress ?? 'Progress'}
        />
        {options?.show_calendar !== false && (
          <NavItem
            to={`${base}/calendar`}
            icon={<IconCalendar size={22} />}
            label={tabs?.calendar ?? 'Calendar'}
          />
        )}
        {options?.show_chat !== false && (
          <NavItem to={`${base}/chat`} icon={<IconMessageCircle size={22} />} label="Chat" />
        )}
        {options?.show_rewards !== false && (
          <NavItem to={`${base}/rewards`} icon={<IconGift size={22} />} label="Rewards" />
        )}
      </nav>
    </div>
  );
}
