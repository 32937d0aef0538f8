import '@mantine/dates/styles.css';
import { contactProfileItems } from '@coachline/contract/admin-settings';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Grid, Paper, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { useAbilities } from '../../../app/abilities';
import { BroadcastLogSection } from '../../broadcasts/BroadcastLogSection';
import { ContactFilesSection } from '../../files/ContactFilesSection';
import { ContactFormsSection } from '../../forms/responses/ContactFormsSection';
import { ContactGroups } from '../../groups/ContactGroups';
import { ContactJourneysSection } from '../../journeys/ContactJourneysSection';
import { EmailLogSection } from '../../messaging/EmailLogSection';
import { ContactPagesSection } from '../../pages/ContactPagesSection';
import { ContactPipelinesSection } from '../../pipelines/ContactPipelinesSection';
import { ContactPlaybooksSection } from '../../playbooks/ContactPlaybooksSection';
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
/** The files sent to the contact: shown to users who may view files, after the others. */
const filesSection = { key: 'files', label: 'Files' } as const;
/** The forms sent to the contact: shown to users who may view forms. */
const formsSection = { key: 'forms', label: 'Forms' } as const;
/** The pages sent to the contact: shown to users who may view pages. */
const pagesSection = { key: 'pages', label: 'Pages' } as const;
/** The playbooks sent to the contact: shown to users who may view playbooks. */
const playbooksSection = { key: 'playbooks', label: 'Playbooks' } as const;
/** The tasks about the contact: every user who sees the profile sees them. */
const tasksSection = { key: 'tasks', label: 'Tasks' } as const;
/** The journeys the contact is on or went through: shown to users who may view journeys. */
const journeysSection = { key: 'journeys', label: 'Journeys' } as const;
/** The pipelines the contact is on: the contact centre's own, shown to all who see the profile. */
const pipelinesSection = { key: 'pipelines', label: 'Pipelines' } as const;
/** The sequences the contact is on or went through: shown to users who may view sequences. */
const sequencesSection = { key: 'sequences', label: 'Sequences' } as const;
/** The workouts and plans the contact was given: shown to users who may view workouts. */
const workoutsSection = { key: 'workouts', label: 'Workouts' } as const;
type SectionKey =
  | (typeof sections)[number]['key']
  | typeof filesSection.key
  | typeof formsSection.key
  | typeof pagesSection.key
  | typeof playbooksSection.key
  | typeof tasksSection.key
  | typeof journeysSection.key
  | typeof pipelinesSection.key
  | typeof sequencesSection.key
  | typeof workoutsSection.key;

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
  const canViewFiles = useAbilities('files').view;
  const canViewForms = useAbilities('forms').view;
  const canViewPages = useAbilities('pages').view;
  const canViewPlaybooks = useAbilities('playbooks').view;
  const canViewJourneys = useAbilities('journeys').view;
  const canViewSequences = useAbilities('sequences').view;
  const canViewWorkouts = useAbilities('workouts').view;
  const shown = [
    ...sections.filter((s) => layout?.[s.key] !== false),
    ...(canViewFiles ? [filesSection] : []),
    ...(canViewForms ? [formsSection] : []),
    ...(canViewPages ? [pagesSection] : []),
    ...(canViewPlaybooks ? [playbooksSection] : []),
    tasksSection,
    ...(canViewJourneys ? [journeysSection] : []),
    pipelinesSection,
    ...(canViewSequences ? [sequencesSection] : []),
    ...(canViewWorkouts ? [workoutsSection] : []),
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
              <Tabs.Panel value="files">
                <ContactFilesSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="forms">
                <ContactFormsSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="pages">
                <ContactPagesSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="playbooks">
                <ContactPlaybooksSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="tasks">
                <ContactTasksSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="journeys">
                <ContactJourneysSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="pipelines">
                <ContactPipelinesSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="sequences">
                <ContactSequencesSection contact={c} />
              </Tabs.Panel>
              <Tabs.Panel value="workouts">
                <ContactWorkoutsSection contact={c} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
