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
import { type ReactNode, useEffect, useState } from 'react';
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
// list kept in its order, an entry added or edited in a dialog, deleted after asking.

type Faq = PlaybookDetails['faqs'][number];
type Download = PlaybookDetails['downloads'][number];

/** One entry of a list, with its edit and delete actions. */
function ItemRow(props: {
  title: string;
  detail: string;
  onEdit: () => void;
  onDelete: () => void;
  extra?: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {props.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {props.detail}
          </Text>
        </Stack>
        <RowActions>
          {props.extra}
          <RowAction
            size="sm"
            label={`Edit ${props.title}`}
            icon={<IconPencil size={14} aria-hidden />}
            onClick={props.onEdit}
          />
          <RowAction
            size="sm"
            label={`Delete ${props.title}`}
            icon={<IconTrash size={14} aria-hidden />}
            danger
            onClick={props.onDelete}
          />
        </RowActions>
      </Group>
    </Paper>
  );
}

function ListSection(props: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  empty: string;
  count: number;
  children: ReactNode;
  /** The entry's dialog, there whether the list is empty or not. */
  dialog: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={props.title}>
      <Group justify="space-between">
        <Text fw={600}>{props.title}</Text>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={props.onAdd}
        >
          {props.addLabel}
        </Button>
      </Group>
      {props.count === 0 ? (
        <Text size="sm" c="dimmed">
          {props.empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0}>
          {props.children}
        </Stack>
      )}
      {props.dialog}
    </Stack>
  );
}

/** An entry being edited: null for none, `{}` for a new one. */
type Editing<T> = Partial<T> | null;

function FaqModal(props: { playbookId: number; faq: Editing<Faq>; onClose: () => void }) {
  const save = useSaveFaq(props.playbookId);
  const form = useContractForm(saveFaqBody, { question: '', answer: '' });
  const { faq } = props;
  useEffect(() => {
    if (faq)
      form.reset({
        ...(faq.id ? { id: faq.id } : {}),
        question: faq.question ?? '',
        answer: faq.answer ?? '',
      });
  }, [faq, form]);
  return (
    <FormModal
      opened={faq !== null}
      onClose={props.onClose}
      title={faq?.id ? 'Edit FAQ entry' : 'Add FAQ entry'}
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel="Save"
      busyLabel="Saving"
      busy={save.isPending}
    >
      <TextInput
        label="Question"
        aria-required
        data-autofocus
        error={form.formState.errors.question?.message}
        {...form.register('question')}
      />
      <Textarea
        label="Answer"
        aria-required
        autosize
        minRows={3}
        error={form.formState.errors.answer?.message}
        {...form.register('answer')}
      />
    </FormModal>
  );
}

export function FaqPanel(props: { playbook: PlaybookDetails }) {
  const { playbook } = props;
  const [editing, setEditing] = useState<Editing<Faq>>(null);
  const remove = useDeleteFaq();
  return (
    <ListSection
      title="FAQ"
      addLabel="Add FAQ entry"
      onAdd={() => setEditing({})}
      empty="Answers to what clients ask most, shown with the playbook."
      count={playbook.faqs.length}
      dialog={<FaqModal playbookId={playbook.id} faq={editing} onClose={() => setEditing(null)} />}
    >
      {playbook.faqs.map((faq) => (
        <ItemRow
          key={faq.id}
          title={faq.question}
          detail={faq.answer}
          onEdit={() => setEditing(faq)}
          onDelete={() =>
            confirmDelete(`The FAQ entry "${faq.question}" will be deleted.`, () =>
              remove.mutate(faq.id),
            )
          }
        />
      ))}
    </ListSection>
  );
}

function DownloadModal(props: {
  playbookId: number;
  download: Editing<Download>;
  onClose: () => void;
}) {
  const save = useSaveDownload(props.playbookId);
  const form = useContractForm(saveDownloadBody, { title: '', url: '' });
  const { download } = props;
  useEffect(() => {
    if (download)
      form.reset({
        ...(download.id ? { id: download.id } : {}),
        title: download.title ?? '',
        url: download.url ?? '',
      });
  }, [download, form]);
  return (
    <FormModal
      opened={download !== null}
      onClose={props.onClose}
      title={download?.id ? 'Edit download' : 'Add download'}
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel="Save"
      busyLabel="Saving"
      busy={save.isPending}
    >
      <TextInput
        label="Title"
        aria-required
        data-autofocus
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
      <TextInput
        label="Link"
        description="A file's link from Files, or any https:// address."
        aria-required
        error={form.formState.errors.url?.message}
        {...form.register('url')}
      />
    </FormModal>
  );
}

export function DownloadsPanel(props: { playbook: PlaybookDetails }) {
  const { playbook } = props;
  const [editing, setEditing] = useState<Editing<Download>>(null);
  const remove = useDeleteDownload();
  return (
    <ListSection
      title="Downloads"
      addLabel="Add download"
      onAdd={() => setEditing({})}
      empty="Worksheets, guides and other files clients take with them."
      count={playbook.downloads.length}
      dialog={
        <DownloadModal
          playbookId={playbook.id}
          download={editing}
          onClose={() => setEditing(null)}
        />
      }
    >
      {playbook.downloads.map((d) => (
        <ItemRow
          key={d.id}
          title={d.title}
          detail={d.url}
          onEdit={() => setEditing(d)}
          onDelete={() =>
            confirmDelete(`The download ${d.title} will be deleted.`, () => remove.mutate(d.id))
          }
        />
      ))}
    </ListSection>
  );
}

function ButtonModal(props: {
  playbookId: number;
  kind: ButtonKind;
  button: Editing<PlaybookButton>;
  onClose: () => void;
}) {
  const save = useSaveButton();
  const form = useContractForm(saveButtonBody, {
    playbook_id: props.playbookId,
    kind: props.kind,
    label: '',
    url: '',
  });
  const { button, kind, playbookId } = props;
  useEffect(() => {
    if (button)
      form.reset({
        playbook_id: playbookId,
        kind,
        ...(button.id ? { id: button.id } : {}),
        label: button.label ?? '',
        url: button.url ?? '',
        color: button.color ?? '#2C3E50',
      });
  }, [button, kind, playbookId, form]);
  return (
    <FormModal
      opened={button !== null}
      onClose={props.onClose}
      title={`${button?.id ? 'Edit' : 'Add'} ${kind} button`}
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel="Save"
      busyLabel="Saving"
      busy={save.isPending}
    >
      <TextInput
        label="Label"
        aria-required
        data-autofocus
        error={form.formState.errors.label?.message}
        {...form.register('label')}
      />
      <TextInput
        label="Link"
        description="https://…, mailto: or tel:"
        aria-required
        error={form.formState.errors.url?.message}
        {...form.register('url')}
      />
      <TextInput
        label="Colour"
        error={form.formState.errors.color?.message}
        {...form.register('color')}
      />
    </FormModal>
  );
}

const buttonTitles: Record<ButtonKind, { title: string; empty: string }> = {
  custom: { title: 'Custom buttons', empty: 'Buttons under each step, like "Book a call".' },
  action: {
    title: 'Action buttons',
    empty: 'Buttons in the action sidebar beside the steps.',
  },
};

function ButtonList(props: { playbook: PlaybookDetails; kind: ButtonKind }) {
  const { playbook, kind } = props;
  const buttons = playbook.buttons.filter((b) => b.kind === kind);
  const [editing, setEditing] = useState<Editing<PlaybookButton>>(null);
  const remove = useDeleteButton();
  const sort = useSortButtons(kind);
  const move = (from: number, to: number) => {
    const ids = buttons.map((b) => b.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    sort.mutate({ playbook_id: playbook.id, button_ids: ids });
  };
  return (
    <ListSection
      title={buttonTitles[kind].title}
      addLabel={`Add ${kind} button`}
      onAdd={() => setEditing({})}
      empty={buttonTitles[kind].empty}
      count={buttons.length}
      dialog={
        <ButtonModal
          playbookId={playbook.id}
          kind={kind}
          button={editing}
          onClose={() => setEditing(null)}
        />
      }
    >
      {buttons.map((b, i) => (
        <ItemRow
          key={b.id}
          title={b.label}
          detail={b.url}
          onEdit={() => setEditing(b)}
          onDelete={() =>
            confirmDelete(`The button ${b.label} will be deleted.`, () => remove.mutate(b.id))
          }
          extra={
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
          }
        />
      ))}
    </ListSection>
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
