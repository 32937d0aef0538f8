import { smartBlockBody } from '@coachline/contract/workouts';
import { Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import { FormModal, type SendOutcome } from '../../ui/FormModal';
import { LoadingRows } from '../../ui/LoadingRows';
import { useContractForm } from '../../ui/useContractForm';

// A workout's smart blocks and a plan's smart weeks are the same idea: a copy of a block or a
// week, saved by name and added again to any workout or plan. These are their two dialogs,
// told by `noun` ("block", "week").

/** Names the copy; the name starts as the item's own, else its title. */
export function SmartNameModal(props: {
  noun: string;
  defaultName: string;
  /** What the copy holds and where it goes. */
  text: string;
  busy: boolean;
  send: (name: string, outcome: SendOutcome) => void;
  onClose: () => void;
}) {
  // A smart week's name has the same rule as a smart block's (`{ name }`).
  const form = useContractForm(smartBlockBody, { name: props.defaultName });
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Save as smart ${props.noun}`}
      form={form}
      send={(body, outcome) => props.send(body.name, outcome)}
      submitLabel={`Save smart ${props.noun}`}
      busyLabel="Saving"
      busy={props.busy}
    >
      <Text size="sm" c="dimmed">
        {props.text}
      </Text>
      <TextInput
        label={`Smart ${props.noun} name`}
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

/** The saved copies, each added (then the dialog closes) or deleted. */
export function SmartPickModal<T extends { id: number; name: string }>(props: {
  noun: string;
  /** The hint while there are none. */
  empty: string;
  items: T[] | undefined;
  pending: boolean;
  /** A line on what the copy holds. */
  summary: (item: T) => ReactNode;
  adding: (item: T) => boolean;
  onAdd: (item: T) => void;
  onDelete: (item: T) => void;
  onClose: () => void;
}) {
  const canUpdate = useAbilities('workouts').update;
  const list = props.items ?? [];
  return (
    <Modal opened onClose={props.onClose} title={`Add a smart ${props.noun}`} size="lg" centered>
      {props.pending ? (
        <LoadingRows rows={3} h={56} label={`Loading the smart ${props.noun}s`} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={`Smart ${props.noun}s`}>
          {list.map((item) => (
            <Paper
              key={item.id}
              component="li"
              withBorder
              p="xs"
              radius="sm"
              aria-label={item.name}
            >
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {item.name}
                  </Text>
                  {props.summary(item)}
                </Stack>
                {canUpdate ? (
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Add ${item.name}`}
                      loading={props.adding(item)}
                      onClick={() => props.onAdd(item)}
                    >
                      Add
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red.8"
                      aria-label={`Delete ${item.name}`}
                      onClick={() =>
                        confirmDelete(`The smart ${props.noun} ${item.name} will be deleted.`, () =>
                          props.onDelete(item),
                        )
                      }
                    >
                      Delete
                    </Button>
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
