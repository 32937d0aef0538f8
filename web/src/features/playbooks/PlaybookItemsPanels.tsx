import {
  type ButtonKind,
  type PlaybookButton,
  type PlaybookDetails,
  saveButtonBody,
  saveDownloadBody,
  saveFaqBody,
} from '@coachline/contract/playbooks';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { confirmDelete } from '../../ui/dialogs';
import { FormModal } from '../../ui/FormModal';
import { RowAction, RowActions } from '../../ui/RowActions';
import { useContractForm } from '../../ui/useContractForm';
import {
  useDeleteButton,
  useDeleteDownload,
  useDeleteFaq,
  useSaveButton,
  useSaveDownload,
  useSaveFaq,
  useSortButtons,
} from './queries';

// The playbook's FAQ, downloads, and custom and action buttons (001 §2 Playbook editor): each
// list kept in its order, an entry added or edited in a dialog, deleted after asking. One list
// and one dialog serve them all, told the entry's fields.

/** One text field of an entry's dialog. */
type EntryField<Values> = {
  name: Path<Values> & string;
  label: string;
  description?: string;
  required?: boolean;
  /** An answer: several lines. */
  long?: boolean;
  /** A new entry's value; empty if absent. */
  initial?: string;
};

/** An entry being edited: null for none, `{}` for a new one. */
type Editing<T> = Partial<T> | null;

/** Adds or edits one entry: its fields, saved through the list's write. */
function EntryModal<Values extends FieldValues, Body>(props: {
  noun: string;
  body: z.ZodType<Body, Values>;
  /** Sent with every save beside the fields (the playbook, the button kind). */
  fixed?: Partial<Values>;
  fields: EntryField<Values>[];
  save: UseMutationResult<unknown, Error, Body, unknown>;
  entry: Editing<Record<string, unknown>>;
  onClose: () => void;
}) {
  const { entry, fixed, fields } = props;
  const form = useContractForm(props.body, {} as Parameters<typeof useContractForm>[1]);
  useEffect(() => {
    if (entry)
      form.reset({
        ...fixed,
        ...(entry.id ? { id: entry.id } : {}),
        ...Object.fromEntries(
          fields.map((f) => [f.name, (entry[f.name] as string | undefined) ?? f.initial ?? '']),
        ),
      } as unknown as Values);
  }, [entry, fixed, fields, form]);
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const register = (form as unknown as UseFormReturn<Record<string, string>>).register;
  return (
    <FormModal
      opened={entry !== null}
      onClose={props.onClose}
      title={`${entry?.id ? 'Edit' : 'Add'} ${props.noun}`}
      form={form}
      send={(body, outcome) => props.save.mutate(body, outcome)}
      submitLabel="Save"
      busyLabel="Saving"
      busy={props.save.isPending}
    >
      {fields.map((f, i) => {
        const field = {
          label: f.label,
          description: f.description,
          'aria-required': f.required,
          'data-autofocus': i === 0 ? true : undefined,
          error: errors[f.name]?.message,
          ...register(f.name),
        };
        return f.long ? (
          <Textarea key={f.name} autosize minRows={3} {...field} />
        ) : (
          <TextInput key={f.name} {...field} />
        );
      })}
    </FormModal>
  );
}

/** One list of entries with its Add button, each entry edited and deleted from its row. */
function EntryList<Entry extends { id: number }>(props: {
  title: string;
  addLabel: string;
  empty: string;
  entries: Entry[];
  row: (entry: Entry) => { title: string; detail: string };
  deleteText: (entry: Entry) => string;
  remove: { mutate: (id: number) => void };
  /** Row actions before Edit (moving it…). */
  extra?: (entry: Entry, index: number) => ReactNode;
  /** The entry's dialog for the entry being edited, there whether the list is empty or not. */
  dialog: (entry: Editing<Entry>, onClose: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<Editing<Entry>>(null);
  return (
    <Stack gap="xs" component="section" aria-label={props.title}>
      <Group justify="space-between">
        <Text fw={600}>{props.title}</Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setEditing({})}
        >
          {props.addLabel}
        </Button>
      </Group>
      {props.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0}>
          {props.entries.map((entry, i) => {
            const { title, detail } = props.row(entry);
            return (
              <Paper
                key={entry.id}
                withBorder
                p="sm"
                radius="sm"
                component="li"
                style={{ listStyle: 'none' }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {title}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {detail}
                    </Text>
                  </Stack>
                  <RowActions>
                    {props.extra?.(entry, i)}
                    <RowAction
                      size="sm"
                      label={`Edit ${title}`}
                      icon={<IconPencil size={14} aria-hidden />}
                      onClick={() => setEditing(entry)}
                    />
                    <RowAction
                      size="sm"
                      label={`Delete ${title}`}
                      icon={<IconTrash size={14} aria-hidden />}
                      danger
                      onClick={() =>
                        confirmDelete(props.deleteText(entry), () => props.remove.mutate(entry.id))
                      }
                    />
                  </RowActions>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {props.dialog(editing, () => setEditing(null))}
    </Stack>
  );
}

const faqFields: EntryField<z.input<typeof saveFaqBody>>[] = [
  { name: 'question', label: 'Question', required: true },
  { name: 'answer', label: 'Answer', required: true, long: true },
];

export function FaqPanel(props: { playbook: PlaybookDetails }) {
  const { playbook } = props;
  const save = useSaveFaq(playbook.id);
  return (
    <EntryList
      title="FAQ"
      addLabel="Add FAQ entry"
      empty="Answers to what clients ask most, shown with the playbook."
      entries={playbook.faqs}
      row={(faq) => ({ title: faq.question, detail: faq.answer })}
      deleteText={(faq) => `The FAQ entry "${faq.question}" will be deleted.`}
      remove={useDeleteFaq()}
      dialog={(faq, onClose) => (
        <EntryModal
          noun="FAQ entry"
          body={saveFaqBody}
          fields={faqFields}
          save={save}
          entry={faq}
          onClose={onClose}
        />
      )}
    />
  );
}

const downloadFields: EntryField<z.input<typeof saveDownloadBody>>[] = [
  { name: 'title', label: 'Title', required: true },
  {
    name: 'url',
    label: 'Link',
    description: "A file's link from Files, or any https:// address.",
    required: true,
  },
];

export function DownloadsPanel(props: { playbook: PlaybookDetails }) {
  const { playbook } = props;
  const save = useSaveDownload(playbook.id);
  return (
    <EntryList
      title="Downloads"
      addLabel="Add download"
      empty="Worksheets, guides and other files clients take with them."
      entries={playbook.downloads}
      row={(d) => ({ title: d.title, detail: d.url })}
      deleteText={(d) => `The download ${d.title} will be deleted.`}
      remove={useDeleteDownload()}
      dialog={(download, onClose) => (
        <EntryModal
          noun="download"
          body={saveDownloadBody}
          fields={downloadFields}
          save={save}
          entry={download}
          onClose={onClose}
        />
      )}
    />
  );
}

const buttonFields: EntryField<z.input<typeof saveButtonBody>>[] = [
  { name: 'label', label: 'Label', required: true },
  { name: 'url', label: 'Link', description: 'https://…, mailto: or tel:', required: true },
  { name: 'color', label: 'Colour', initial: '#2C3E50' },
];

const buttonTitles: Record<ButtonKind, { title: string; empty: string }> = {
  custom: { title: 'Custom buttons', empty: 'Buttons under each step, like "Book a call".' },
  action: {
    title: 'Action buttons',
    empty: 'Buttons in the action sidebar beside the steps.',
  },
};

function ButtonList(props: { playbook: PlaybookDetails; kind: ButtonKind }) {
  const { playbook, kind } = props;
  const buttons: PlaybookButton[] = playbook.buttons.filter((b) => b.kind === kind);
  const save = useSaveButton();
  const sort = useSortButtons(kind);
  const fixed = useMemo(() => ({ playbook_id: playbook.id, kind }), [playbook.id, kind]);
  const move = (from: number, to: number) => {
    const ids = buttons.map((b) => b.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    sort.mutate({ playbook_id: playbook.id, button_ids: ids });
  };
  return (
    <EntryList
      title={buttonTitles[kind].title}
      addLabel={`Add ${kind} button`}
      empty={buttonTitles[kind].empty}
      entries={buttons}
      row={(b) => ({ title: b.label, detail: b.url })}
      deleteText={(b) => `The button ${b.label} will be deleted.`}
      remove={useDeleteButton()}
      extra={(b, i) => (
        <>
          <RowAction
            size="sm"
            label={`Move ${b.label} up`}
            icon={<IconArrowUp size={14} aria-hidden />}
            disabled={i === 0 || sort.isPending}
            onClick={() => move(i, i - 1)}
          />
          <RowAction
            size="sm"
            label={`Move ${b.label} down`}
            icon={<IconArrowDown size={14} aria-hidden />}
            disabled={i === buttons.length - 1 || sort.isPending}
            onClick={() => move(i, i + 1)}
          />
        </>
      )}
      dialog={(button, onClose) => (
        <EntryModal
          noun={`${kind} button`}
          body={saveButtonBody}
          fixed={fixed}
          fields={buttonFields}
          save={save}
          entry={button}
          onClose={onClose}
        />
      )}
    />
  );
}

export function ButtonsPanel(props: { playbook: PlaybookDetails }) {
  return (
    <Stack gap="lg">
      <ButtonList playbook={props.playbook} kind="custom" />
      <ButtonList playbook={props.playbook} kind="action" />
    </Stack>
  );
}
