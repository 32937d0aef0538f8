import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconChartLine, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingRows } from '../../ui/LoadingRows';
import { PercentBar, responsePath } from './ContactsPanel';
import { contactTrackingsLimit, useAddContact, useContactTrackings } from './queries';

// The contact profile's Progress tracking section: the check-ins the contact is on, each with
// their percent toward their goals and a link to their responses, and "Add to progress
// tracking". The API has no list of one contact's trackings: the first 20 trackings are asked
// one by one.

function AddToTracking(props: {
  contactId: number;
  options: { value: string; label: string }[];
  onDone: () => void;
}) {
  const add = useAddContact();
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Progress tracking"
        placeholder="Choose a check-in"
        data={props.options}
        value={picked}
        onChange={setPicked}
        searchable
        data-autofocus
        w={260}
      />
      <BusyButton
        busy={add.isPending}
        busyLabel="Adding"
        disabled={picked === null}
        onClick={() =>
          picked &&
          add.mutate(
            { trackingId: Number(picked), contactId: props.contactId },
            { onSuccess: props.onDone },
          )
        }
      >
        Add
      </BusyButton>
      <Button variant="default" onClick={props.onDone}>
        Cancel
      </Button>
    </Group>
  );
}

export function ContactProgressSection(props: { contact: { id: number } }) {
  const contactId = props.contact.id;
  const canUpdate = useAbilities('progress-tracking').update;
  const list = useContactTrackings(contactId);
  const [adding, setAdding] = useState(false);
  if (list.isPending)
    return <LoadingRows rows={2} h={56} radius="sm" label="Loading the progress tracking" />;
  const onIds = new Set(list.on.map((o) => o.tracking.id));
  const options = list.all
    .filter((t) => !onIds.has(t.id))
    .map((t) => ({ value: String(t.id), label: t.name }));
  const addButton =
    canUpdate && options.length > 0 && !adding ? (
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => setAdding(true)}
      >
        Add to progress tracking
      </Button>
    ) : null;
  return (
    <Stack gap="sm">
      {list.isError ? (
        <Alert color="red">Some progress trackings could not be loaded.</Alert>
      ) : null}
      {list.on.length === 0 ? (
        <EmptyState
          icon={<IconChartLine size={24} />}
          title="Not on a progress tracking"
          text="Add the contact to a check-in: they get its reminders and you follow their numbers toward their goals."
          action={addButton ?? undefined}
        />
      ) : (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Progress trackings of the contact">
            {list.on.map(({ tracking, progress }) => (
              <Paper
                component="li"
                key={tracking.id}
                withBorder
                radius="sm"
                p="sm"
                style={{ listStyle: 'none' }}
                aria-label={tracking.name}
              >
                <Group justify="space-between" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={responsePath(tracking.id, contactId)}
                    size="sm"
                    fw={600}
                  >
                    {tracking.name}
                  </Anchor>
                  <PercentBar percent={progress.percent} name={`${tracking.name}`} />
                </Group>
              </Paper>
            ))}
          </Stack>
          {addButton ? <Group>{addButton}</Group> : null}
        </>
      )}
      {list.capped ? (
        <Text size="xs" c="dimmed">
          Only the latest {contactTrackingsLimit} progress trackings are checked here.
        </Text>
      ) : null}
      {adding ? (
        <AddToTracking contactId={contactId} options={options} onDone={() => setAdding(false)} />
      ) : null}
    </Stack>
  );
}
