import { addNotesBody, type PipelineCard, type PipelineStage } from '@coachline/contract/pipelines';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../../ui/BusyButton';
import { confirmAction } from '../../ui/dialogs';
import { FormDrawer, useReportDirty } from '../../ui/FormDrawer';
import { serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { cardName } from './BoardCard';
import { PipelineHistoryPanel } from './PipelineHistoryPanel';
import { usePipelineContacts, useSaveNotes } from './queries';

// A card opened: the contact (to their profile), the notes kept on the card, the contact's
// moves on this pipeline, and taking them off it.

function CardNotes(props: {
  card: PipelineCard;
  search: string;
  canUpdate: boolean;
  dirty: RefObject<boolean>;
}) {
  const { card } = props;
  const save = useSaveNotes(card.pipeline_id, props.search);
  const form = useContractForm(addNotesBody, {
    pipeline_id: card.pipeline_id,
    contact_id: card.contact.id,
    notes: card.notes,
  });
  useReportDirty(props.dirty, form.formState.isDirty);
  const submit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (res) => form.reset({ ...body, notes: res.card.notes }),
      onError: serverErrorsTo(form),
    }),
  );
  if (!props.canUpdate)
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Notes
        </Text>
        <Text size="sm" c={card.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }}>
          {card.notes || 'No notes yet.'}
        </Text>
      </Stack>
    );
  return (
    <form onSubmit={submit} noValidate aria-label="Notes on the card">
      <Stack gap="xs">
        <Textarea
          label="Notes"
          description="Only your team sees them, on this pipeline’s card."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={5000}
          error={form.formState.errors.notes?.message}
          {...form.register('notes')}
        />
        <BusyButton type="submit" busy={save.isPending} busyLabel="Saving" w="fit-content">
          Save notes
        </BusyButton>
      </Stack>
    </form>
  );
}

export function CardDrawer(props: {
  card: PipelineCard | null;
  stages: PipelineStage[];
  pipelineName: string;
  search: string;
  canUpdate: boolean;
  onClose: () => void;
}) {
  const { card, onClose } = props;
  const remove = usePipelineContacts('remove');
  const name = card ? cardName(card) : '';
  const stage = props.stages.find((s) => s.id === card?.stage_id);
  return (
    <FormDrawer
      opened={card !== null}
      title={name}
      changes="Your notes"
      onClose={onClose}
      size="lg"
    >
      {(dirty) =>
        card ? (
          <Stack gap="lg">
            <Stack gap={4}>
              <Text size="sm">
                In <strong>{stage?.name ?? 'its stage'}</strong> of {props.pipelineName}
              </Text>
              {card.contact.email ? <Text size="sm">{card.contact.email}</Text> : null}
              {card.contact.number ? <Text size="sm">{card.contact.number}</Text> : null}
              <Anchor
                component={Link}
                to={buildPath('ContactProfile', { id: card.contact.id })}
                size="sm"
                w="fit-content"
              >
                Open {name}’s profile
              </Anchor>
            </Stack>
            <CardNotes
              card={card}
              search={props.search}
              canUpdate={props.canUpdate}
              dirty={dirty}
            />
            <Stack gap="xs" component="section" aria-labelledby="card-moves">
              <Title order={3} size="h5" id="card-moves">
                Moves
              </Title>
              <PipelineHistoryPanel pipelineId={card.pipeline_id} contactId={card.contact.id} />
            </Stack>
            {props.canUpdate ? (
              <Group>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconUserMinus size={16} aria-hidden />}
                  onClick={() =>
                    confirmAction({
                      text: `${name} will be taken off ${props.pipelineName}; its history keeps their moves.`,
                      confirmLabel: 'Remove',
                      onConfirm: () =>
                        remove.mutate(
                          { pipeline_id: card.pipeline_id, selection: { ids: [card.contact.id] } },
                          { onSuccess: onClose },
                        ),
                    })
                  }
                >
                  Remove from pipeline
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null
      }
    </FormDrawer>
  );
}
