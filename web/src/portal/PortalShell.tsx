import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { ActionIcon, Alert, Menu, Skeleton, Stack, Tooltip } from '@mantine/core';
import {
  IconBarbell,
  IconBooks,
  IconCalendar,
  IconChartLine,
  IconDots,
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
import { Link, useLocation } from './router';
import { useWorkoutSync } from './workouts/outbox';

// The workout screens load when opened: the player and the charts stay out of the first download.
const WorkoutsPage = lazy(() => import('./workouts/WorkoutsPage'));
const PlayerPage = lazy(() => import('./workouts/PlayerPage'));
const ProgressPage = lazy(() => import('./workouts/ProgressPage'));
const OnboardingPage = lazy(() => import('./onboarding/OnboardingPage'));
const CheckInsPage = lazy(() => import('./progress/ProgressPage'));
const HabitsPage = lazy(() => import('./habits/HabitsPage'));

type NavEntry = { to: string; end?: boolean; icon: ReactNode; label: string };

function NavItem(props: NavEntry) {
  return (
    <Link to={props.to} end={props.end} nav className={classes.navLink}>
      {props.icon}
      <span>{props.label}</span>
    </Link>
  );
}

// A phone's bottom bar holds five targets at most before the labels are cut (Material and
// Apple's tab bars agree): past five, the fifth place is More, listing the rest.
const maxNavItems = 5;

function MoreMenu(props: { entries: NavEntry[] }) {
  const { pathname } = useLocation();
  const current = props.entries.find(
    (e) => pathname === e.to || (!e.end && pathname.startsWith(`${e.to}/`)),
  );
  return (
    <Menu position="top-end" offset={8} withinPortal>
      <Menu.Target>
        <button
          type="button"
          className={classes.navLink}
          data-current={current ? true : undefined}
          aria-label={current ? `More, ${current.label} open` : 'More'}
        >
          <IconDots size={22} />
          <span>More</span>
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {props.entries.map((e) => (
          <Menu.Item
            key={e.to}
            component={Link}
            to={e.to}
            leftSection={e.icon}
            aria-current={e === current ? 'page' : undefined}
          >
            {e.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function BottomNav(props: { entries: NavEntry[] }) {
  const overflow = props.entries.length > maxNavItems;
  const shown = overflow ? props.entries.slice(0, maxNavItems - 1) : props.entries;
  return (
    <nav className={classes.nav} aria-label="Portal">
      {shown.map((e) => (
        <NavItem key={e.to} {...e} />
      ))}
      {overflow && <MoreMenu entries={props.entries.slice(maxNavItems - 1)} />}
    </nav>
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
  const icon = { size: 22 };
  const navEntries: NavEntry[] = [
    { to: base, end: true, icon: <IconHome {...icon} />, label: 'Home' },
    { to: `${base}/content`, icon: <IconBooks {...icon} />, label: tabs?.classroom ?? 'Classroom' },
    { to: `${base}/workouts`, icon: <IconBarbell {...icon} />, label: tabs?.workout ?? 'Workouts' },
    {
      to: `${base}/progress`,
      icon: <IconChartLine {...icon} />,
      label: tabs?.progress ?? 'Progress',
    },
    ...(options?.show_calendar === false
      ? []
      : [
          {
            to: `${base}/calendar`,
            icon: <IconCalendar {...icon} />,
            label: tabs?.calendar ?? 'Calendar',
          },
        ]),
    ...(options?.show_chat === false
      ? []
      : [{ to: `${base}/chat`, icon: <IconMessageCircle {...icon} />, label: 'Chat' }]),
    ...(options?.show_rewards === false
      ? []
      : [{ to: `${base}/rewards`, icon: <IconGift {...icon} />, label: 'Rewards' }]),
  ];

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
      <BottomNav entries={navEntries} />
    </div>
  );
}
