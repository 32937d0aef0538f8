import {
  type JourneyAction,
  type JourneyDetails,
  type JourneyTrigger,
  journeyTriggerTitles,
  journeyTriggerTypes,
} from '@coachline/contract/journeys';
import { Button, Group, Menu, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { BuilderCard } from '../../ui/BuilderCard';
import { confirmDelete } from '../../ui/dialogs';
import { usePickableForms } from '../forms/responses/queries';
import { useAutomationWebhooks } from '../integrations/queries';
import { ActionList, type FlowTools } from './ActionFlow';
import { CardSettingsDrawer, type OpenCard } from './CardSettingsDrawer';
import { triggerIcons } from './cardIcons';
import { linkNamesOf, triggerSummary } from './cardSummary';
import { mainPath } from './flow';
import {
  useCreateAction,
  useCreateTrigger,
  useDeleteAction,
  useDeleteTrigger,
  useJourneyLinks,
  useUpdateAction,
} from './queries';

// The builder of a journey (002 §7 Journeys): its triggers on top, any of which starts a
// contact on it, then its actions in order, if/else cards with their two branches. A new card
// opens its settings at once; a card's settings open in the panel beside when clicked.

/** The triggers, side by side, with "Add trigger". */
function TriggerCards(props: {
  triggers: readonly JourneyTrigger[];
  names: ReturnType<typeof linkNamesOf>;
  canUpdate: boolean;
  onOpen: (trigger: JourneyTrigger) => void;
  onAdd: (type: JourneyTrigger['type']) => void;
  onDelete: (trigger: JourneyTrigger) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="journey-triggers">
      <Group justify="space-between">
        <Title order={2} size="h4" id="journey-triggers">
          Starts when
        </Title>
        {props.canUpdate ? (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />}>
                Add trigger
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Start the journey when</Menu.Label>
              {journeyTriggerTypes.map((type) => {
                const TypeIcon = triggerIcons[type];
                return (
                  <Menu.Item
                    key={type}
                    leftSection={<TypeIcon size={16} aria-hidden />}
                    onClick={() => props.onAdd(type)}
                  >
                    {journeyTriggerTitles[type]}
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {props.triggers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No trigger yet: contacts join only when you start them, from the Contacts tab or the
          contact centre.
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          component="ul"
          aria-label="Triggers"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {props.triggers.map((trigger) => (
            <li key={trigger.id} aria-label={trigger.title}>
              <BuilderCard
                icon={triggerIcons[trigger.type]}
                title={trigger.title}
                summary={triggerSummary(trigger, props.names)}
                incomplete={trigger.incomplete}
                onOpen={() => props.onOpen(trigger)}
                onDelete={props.canUpdate ? () => props.onDelete(trigger) : undefined}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      {props.triggers.length > 1 ? (
        <Text size="xs" c="dimmed">
          Any one of these starts the journey for the contact.
        </Text>
      ) : null}
    </Stack>
  );
}

export function JourneyBuilder(props: { journey: JourneyDetails }) {
  const { journey } = props;
  const canUpdate = useAbilities('journeys').update;
  const mayViewForms = useAbilities('forms').view;
  const links = useJourneyLinks(journey.id);
  const forms = usePickableForms('', mayViewForms);
  // Webhooks are named from Admin Settings, asked for only when a trigger names one.
  const mayViewWebhooks = useAbilities('admin-settings').view;
  const webhooks = useAutomationWebhooks(
    mayViewWebhooks && journey.triggers.some((t) => t.type === 'webhook_received'),
  );
  const names = linkNamesOf(links.data, forms.data?.data, webhooks.data);
  const [opened, setOpened] = useState<{ kind: OpenCard['kind']; id: number } | null>(null);
  const createTrigger = useCreateTrigger(journey.id);
  const createAction = useCreateAction(journey.id);
  const updateAction = useUpdateAction();
  const deleteTrigger = useDeleteTrigger();
  const deleteAction = useDeleteAction();

  // The open card as the journey now has it: saved settings and what it lacks stay current.
  const open: OpenCard | null = (() => {
    if (!opened) return null;
    if (opened.kind === 'trigger') {
      const card = journey.triggers.find((t) => t.id === opened.id);
      return card ? { kind: 'trigger', card } : null;
    }
    const card = journey.actions.find((a) => a.id === opened.id);
    return card ? { kind: 'action', card } : null;
  })();

  const removeAction = (action: JourneyAction) =>
    confirmDelete(
      action.type === 'condition'
        ? `The action ${action.title} will be deleted with both its branches; contacts at it go on to the next card.`
        : `The action ${action.title} will be deleted; contacts at it go on to the next card.`,
      () => deleteAction.mutate(action.id),
    );

  const tools: FlowTools = {
    actions: journey.actions,
    names,
    canUpdate,
    moving: updateAction.isPending,
    open: (action) => setOpened({ kind: 'action', id: action.id }),
    add: (type, place) =>
      createAction.mutate(
        { type, place },
        { onSuccess: (res) => setOpened({ kind: 'action', id: res.action.id }) },
      ),
    move: (id, place, onError) => updateAction.mutate({ id, body: { place } }, { onError }),
    remove: removeAction,
  };

  return (
    <Stack gap="md">
      <TriggerCards
        triggers={journey.triggers}
        names={names}
        canUpdate={canUpdate}
        onOpen={(trigger) => setOpened({ kind: 'trigger', id: trigger.id })}
        onAdd={(type) =>
          createTrigger.mutate(type, {
            onSuccess: (res) => setOpened({ kind: 'trigger', id: res.trigger.id }),
          })
        }
        onDelete={(trigger) =>
          confirmDelete(`The trigger ${trigger.title} will be deleted.`, () =>
            deleteTrigger.mutate(trigger.id),
          )
        }
      />
      <Group justify="center" aria-hidden>
        <IconArrowDown size={20} color="var(--mantine-color-gray-6)" />
      </Group>
      <Stack gap="xs" component="section" aria-labelledby="journey-actions">
        <Title order={2} size="h4" id="journey-actions">
          Then
        </Title>
        <ActionList place={mainPath} label="Actions" tools={tools} />
      </Stack>
      <CardSettingsDrawer
        open={open}
        names={names}
        webhookSecret={journey.webhook_secret}
        canUpdate={canUpdate}
        onClose={() => setOpened(null)}
      />
    </Stack>
  );
}
