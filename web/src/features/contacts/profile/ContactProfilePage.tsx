import '@mantine/dates/styles.css';
import { contactProfileItems } from '@coachline/contract/admin-settings';
import type { Contact } from '@coachline/contract/contacts';
import type { PermissionArea } from '@coachline/contract/permissions';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Grid, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ComponentType, useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { useViewAbility } from '../../../app/abilities';
import { BroadcastLogSection } from '../../broadcasts/BroadcastLogSection';
import { ContactFilesSection } from '../../files/ContactFilesSection';
import { ContactFormsSection } from '../../forms/responses/ContactFormsSection';
import { ContactGroups } from '../../groups/ContactGroups';
import { ContactHabitsSection } from '../../habit-tracking/ContactHabitsSection';
import { ContactJourneysSection } from '../../journeys/ContactJourneysSection';
import { EmailLogSection } from '../../messaging/EmailLogSection';
import { ContactPagesSection } from '../../pages/ContactPagesSection';
import { ContactPipelinesSection } from '../../pipelines/ContactPipelinesSection';
import { ContactPlaybooksSection } from '../../playbooks/ContactPlaybooksSection';
import { ContactProgressSection } from '../../progress-tracking/ContactProgressSection';
import { ContactOnboardingSection } from '../../scenarios/ContactOnboardingSection';
import { ContactSequencesSection } from '../../sequences/ContactSequencesSection';
import { useRefreshedSession } from '../../session/sessionQuery';
import { ContactTasksSection } from '../../tasks/ContactTasksSection';
import { ContactWorkoutsSection } from '../../workouts/ContactWorkoutsSection';
import classes from '../contacts.module.css';
import { useContactTabs } from '../settings/queries';
import { ProfileDetails } from './ProfileDetails';
import { ContactTags, ProfileHeader } from './ProfileHeader';
import {
  FeaturesSection,
  LifecycleSection,
  NotesSection,
  RewardsSection,
  StatsSection,
} from './ProfileSections';
import { useContact } from './queries';

// The profile's sections, in order: the contact profile setting's items but the groups card.
const sections = contactProfileItems.filter(
  (item): item is Exclude<(typeof contactProfileItems)[number], { key: 'groups' }> =>
    item.key !== 'groups',
);
/**
 * The contact's assets (001 §3 contact assets), after the profile's own sections: each shown to
 * users who may view its area (null: to everyone who sees the profile).
 */
const assetSections = [
  { key: 'files', label: 'Files', area: 'files', Section: ContactFilesSection },
  { key: 'forms', label: 'Forms', area: 'forms', Section: ContactFormsSection },
  { key: 'pages', label: 'Pages', area: 'pages', Section: ContactPagesSection },
  { key: 'playbooks', label: 'Playbooks', area: 'playbooks', Section: ContactPlaybooksSection },
  { key: 'tasks', label: 'Tasks', area: null, Section: ContactTasksSection },
  { key: 'journeys', label: 'Journeys', area: 'journeys', Section: ContactJourneysSection },
  { key: 'pipelines', label: 'Pipelines', area: null, Section: ContactPipelinesSection },
  { key: 'sequences', label: 'Sequences', area: 'sequences', Section: ContactSequencesSection },
  { key: 'workouts', label: 'Workouts', area: 'workouts', Section: ContactWorkoutsSection },
  { key: 'onboarding', label: 'Onboarding', area: null, Section: ContactOnboardingSection },
  {
    key: 'progress',
    label: 'Progress',
    area: 'progress-tracking',
    Section: ContactProgressSection,
  },
  { key: 'habits', label: 'Habits', area: 'habit-tracking', Section: ContactHabitsSection },
] as const satisfies readonly {
  key: string;
  label: string;
  area: PermissionArea | null;
  Section: ComponentType<{ contact: Contact }>;
}[];
type SectionKey = (typeof sections)[number]['key'] | (typeof assetSections)[number]['key'];

function contactIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function ProfileSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the contact">
      <Skeleton h={150} radius="md" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={420} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={420} radius="md" />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * The contact profile (001 §2): header, edit controls and the sections. A missing or foreign
 * id (the server answers 404 for both) leads to the 404 screen (001 §4).
 */
export function ContactProfilePage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = contactIdOf(params.id);
  const contact = useContact(id);
  const tabs = useContactTabs();
  const [search, setSearch] = useSearchParams();
  // The user's own layout (Admin Settings › Contact profile): hidden sections are not built.
  const layout = useRefreshedSession()?.contact_profile_setting;
  const mayView = useViewAbility();
  const shown = [
    ...sections.filter((s) => layout?.[s.key] !== false),
    ...assetSections.filter((s) => s.area === null || mayView(s.area)),
  ];
  const first = shown[0]?.key ?? 'notes';
  const requested = search.get('section');
  const section: SectionKey = shown.find((s) => s.key === requested)?.key ?? first;
  const showSection = (v: string | null) => {
    const next = new URLSearchParams(search);
    if (!v || v === first) next.delete('section');
    else next.set('section', v);
    setSearch(next, { replace: true });
  };

  useEffect(() => {
    if (id === null) {
      void navigate(buildPath('Error-404'), { replace: true });
      return;
    }
    const error = contact.error;
    if (!error) return;
    if (isApiError(error) && (error.status === 404 || error.status === 422)) {
      void navigate(buildPath('Error-404'), { replace: true });
      return;
    }
    // Anything else goes through the catalogue as usual (401, 403, generic).
    if (isApiError(error))
      void import('../../../api/effects').then((m) => m.applyFailure(error.failure));
  }, [id, contact.error, navigate]);

  const c = contact.data;
  if (!c) return <ProfileSkeleton />;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={buildPath('ContactIndex')} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to contacts
      </Anchor>
      <ProfileHeader contact={c} tabs={tabs.data ?? []} />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 2, md: 1 }}>
          <ProfileDetails contact={c} />
          {layout?.groups === false ? null : <ContactGroups contact={c} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p="md">
            <Tabs value={section} onChange={showSection} keepMounted={false}>
              {/* The tabs stay on one line at every width and scroll sideways when narrow. */}
              <Tabs.List aria-label="Contact sections" mb="md" className={classes.sectionTabs}>
                {shown.map((s) => (
                  <Tabs.Tab key={s.key} value={s.key}>
                    {s.label}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="notes">
                <NotesSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="email-logs">
                <EmailLogSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="broadcast-logs">
                <BroadcastLogSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="rewards">
                <RewardsSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="stats">
                <StatsSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="lifecycle">
                <LifecycleSection contact={c} tabs={tabs.data ?? []} />
              </Tabs.Panel>
              <Tabs.Panel value="features">
                <FeaturesSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="tags">
                <ContactTags contact={c} canEdit={c.can.update} />
              </Tabs.Panel>
              {assetSections.map(({ key, Section }) => (
                <Tabs.Panel key={key} value={key}>
                  <Section contact={c} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
