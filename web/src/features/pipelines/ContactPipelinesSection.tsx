import type { Contact } from '@coachline/contract/contacts';
import { addContactBody, type PipelineCard } from '@coachline/contract/pipelines';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconLayoutKanban, IconPlus, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { FormModal } from '../../ui/FormModal';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction, RowActions } from '../../ui/RowActions';
import { useContractForm } from '../../ui/useContractForm';
import { PipelineStageFields } from './PipelineStageFields';
import {
  useChangeStage,
  useContactPipelines,
  usePickablePipelines,
  usePipelineContacts,
} from './queries';

// The contact profile's Pipelines section: the pipelines the contact is on, the stage on each
// (changed here), a link to each board; added to another, or taken off one.

type ContactCard = PipelineCard & { pipeline: { id: number; name: string }; stage: string };

function AddToPipelineModal(props: { contactId: number; onClose: () => void }) {
  const add = usePipelineContacts('add');
  const form = useContractForm(addContactBody, {
    stage_id: null,
    selection: { ids: [props.contactId] },
  });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title="Add to pipeline"
      form={form}
      send={(body, outcome) => add.mutate(body, outcome)}
      submitLabel="Add"
      busyLabel="Adding"
      busy={add.isPending}
    >
      <PipelineStageFields control={form.control} />
    </FormModal>
  );
}

function ContactPipelineItem(props: {
  card: ContactCard;
  canUpdate: boolean;
  onRemove: () => void;
}) {
  const { card } = props;
  const pipelines = usePickablePipelines(props.canUpdate);
  const change = useChangeStage();
  const stages = pipelines.data?.find((p) => p.id === card.pipeline.id)?.stages ?? [];
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-label={card.pipeline.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={buildPath('PipelineBoard', { pipeline: card.pipeline.id })}
            size="sm"
            fw={600}
          >
            {card.pipeline.name}
          </Anchor>
          {props.canUpdate ? (
            <Select
              size="xs"
              label={`Stage on ${card.pipeline.name}`}
              data={
                stages.length > 0
                  ? stages.map((s) => ({ value: String(s.id), label: s.name }))
                  : [{ value: String(card.stage_id), label: card.stage }]
              }
              value={String(card.stage_id)}
              allowDeselect={false}
              disabled={change.isPending}
              onChange={(value) => {
                if (!value || Number(value) === card.stage_id) return;
                change.mutate({
                  contact_id: card.contact.id,
                  pipeline: card.pipeline.id,
                  stage_id: Number(value),
                });
              }}
              maw={260}
            />
          ) : (
            <Text size="sm">In {card.stage}</Text>
          )}
          {card.notes ? (
            <Text size="xs" lineClamp={2}>
              {card.notes}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" component="div">
            <Group gap={4}>
              In this stage since <DateTime value={card.entered_at} size="xs" />
            </Group>
          </Text>
        </Stack>
        {props.canUpdate ? (
          <RowActions>
            <RowAction
              label={`Remove from ${card.pipeline.name}`}
              icon={<IconUserMinus size={16} aria-hidden />}
              onClick={props.onRemove}
              danger
            />
          </RowActions>
        ) : null}
      </Group>
    </Paper>
  );
}

export function ContactPipelinesSection(props: { contact: Contact }) {
  const { contact } = props;
  const canUpdate = useAbilities('contacts-center').update;
  const cards = useContactPipelines(contact.id);
  const remove = usePipelineContacts('remove');
  const [adding, setAdding] = useState(false);
  const add = canUpdate ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => setAdding(true)}
    >
      Add to pipeline
    </Button>
  ) : null;
  const takeOff = (card: ContactCard) =>
    confirmAction({
      text: `The contact will be taken off ${card.pipeline.name}; its history keeps their moves.`,
      confirmLabel: 'Remove',
      onConfirm: () =>
        remove.mutate({ pipeline_id: card.pipeline.id, selection: { ids: [contact.id] } }),
    });
  return (
    <Stack gap="sm">
      {cards.isPending ? (
        <LoadingRows rows={2} h={72} radius="sm" label="Loading the pipelines" />
      ) : cards.isError ? (
        <Text size="sm" c="red.8">
          The pipelines could not be loaded.
        </Text>
      ) : cards.data.length === 0 ? (
        <EmptyState
          icon={<IconLayoutKanban size={24} />}
          title="Not on any pipeline"
          text="Pipelines this contact is on show here with their stage, which you can change."
          action={add}
        />
      ) : (
        <>
          <Group justify="flex-end">{add}</Group>
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            aria-label="Pipelines of the contact"
            style={{ listStyle: 'none' }}
          >
            {cards.data.map((card) => (
              <ContactPipelineItem
                key={card.id}
                card={card}
                canUpdate={canUpdate}
                onRemove={() => takeOff(card)}
              />
            ))}
          </Stack>
        </>
      )}
      {adding ? (
        <AddToPipelineModal contactId={contact.id} onClose={() => setAdding(false)} />
      ) : null}
    </Stack>
  );
}
