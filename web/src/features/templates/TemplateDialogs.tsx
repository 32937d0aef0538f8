import {
  type CategoryBody,
  categoryBody,
  changeCategoryBody,
  createTemplateBody,
  renameTemplateBody,
  sendTemplateBody,
  type Template,
  type TemplateCategory,
  templateKinds,
} from '@coachline/contract/templates';
import { Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { DateTime } from '../../ui/DateTime';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField } from '../../ui/FormFields';
import { FormModal } from '../../ui/FormModal';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { useContractForm } from '../../ui/useContractForm';
import { ContactSelect } from '../groups/ContactPicker';
import { SmsLengthNote } from '../messaging/SmsLengthNote';
import {
  useChangeCategory,
  useCreateTemplate,
  useRenameTemplate,
  useSaveCategory,
  useSendTemplate,
  useTemplateLogs,
} from './queries';
import { filterLabels, typeLabels } from './typeLabels';

/** The category being created (no id) or renamed. */
export type CategoryDraft = { id?: number; name: string; is_content: CategoryBody['is_content'] };

const kindOptions = Object.entries(templateKinds).map(([type, value]) => ({
  value: String(value),
  label: filterLabels[type as keyof typeof templateKinds],
}));

export function CategoryFormModal(props: { draft: CategoryDraft | null; onClose: () => void }) {
  const { draft, onClose } = props;
  const save = useSaveCategory();
  const form = useContractForm(categoryBody, { name: '', is_content: 1 });
  useEffect(() => {
    if (draft) form.reset({ name: draft.name, is_content: draft.is_content });
  }, [draft, form]);
  return (
    <FormModal
      opened={draft !== null}
      onClose={onClose}
      title={draft?.id ? 'Rename category' : 'New category'}
      form={form}
      send={(body, outcome) => save.mutate({ ...body, id: draft?.id }, outcome)}
      submitLabel={draft?.id ? 'Save category' : 'Create category'}
      busy={save.isPending}
    >
      <TextInput
        label="Category name"
        maxLength={100}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {draft?.id ? null : (
        <SelectField
          control={form.control}
          name="is_content"
          label="Kind"
          description="Every template in the category is of this kind."
          data={kindOptions}
          allowDeselect={false}
          parse={(v) => Number(v)}
        />
      )}
    </FormModal>
  );
}

const categoryOptions = (categories: readonly TemplateCategory[]) =>
  categories.map((c) => ({ value: String(c.id), label: `${c.name} (${typeLabels[c.type]})` }));

export function CreateTemplateModal(props: {
  opened: boolean;
  categories: readonly TemplateCategory[];
  categoryId: number | null;
  onClose: () => void;
  onCreated: (template: Template) => void;
}) {
  const create = useCreateTemplate();
  const form = useContractForm(createTemplateBody, { name: '' });
  const { opened, categoryId } = props;
  useEffect(() => {
    if (opened) form.reset({ name: '', category_id: categoryId ?? undefined });
  }, [opened, categoryId, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create template"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          ...outcome,
          onSuccess: (res) => {
            outcome.onSuccess();
            props.onCreated(res.template);
          },
        })
      }
      submitLabel="Create template"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Template name"
        maxLength={100}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <SelectField
        control={form.control}
        name="category_id"
        label="Category"
        description="Its kind (email, SMS, voice or content) is the template’s."
        placeholder="Choose a category"
        data={categoryOptions(props.categories)}
        searchable
        parse={(v) => (v ? Number(v) : undefined)}
      />
    </FormModal>
  );
}

export function RenameTemplateModal(props: { template: Template | null; onClose: () => void }) {
  const { template, onClose } = props;
  const rename = useRenameTemplate();
  const form = useContractForm(renameTemplateBody, { name: '' });
  useEffect(() => {
    if (template) form.reset({ template_id: template.id, name: template.name });
  }, [template, form]);
  return (
    <FormModal
      opened={template !== null}
      onClose={onClose}
      title="Rename template"
      form={form}
      send={(body, outcome) => rename.mutate(body, outcome)}
      submitLabel="Rename"
      busy={rename.isPending}
    >
      <TextInput
        label="Template name"
        maxLength={100}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

export function ChangeCategoryModal(props: {
  template: Template | null;
  categories: readonly TemplateCategory[];
  onClose: () => void;
}) {
  const { template, onClose } = props;
  const move = useChangeCategory();
  const form = useContractForm(changeCategoryBody, {});
  useEffect(() => {
    if (template) form.reset({ template_id: template.id, category_id: template.category_id });
  }, [template, form]);
  // A template moves only within its kind: its body is written for it.
  const sameKind = props.categories.filter((c) => c.type === template?.type);
  return (
    <FormModal
      opened={template !== null}
      onClose={onClose}
      title="Change category"
      form={form}
      send={(body, outcome) => move.mutate(body, outcome)}
      submitLabel="Move"
      busyLabel="Moving"
      busy={move.isPending}
    >
      <SelectField
        control={form.control}
        name="category_id"
        label="Category"
        description={template ? `Categories of ${typeLabels[template.type]} templates.` : undefined}
        data={categoryOptions(sameKind)}
        allowDeselect={false}
        parse={(v) => Number(v)}
      />
    </FormModal>
  );
}

export function SendToContactModal(props: { template: Template | null; onClose: () => void }) {
  const { template, onClose } = props;
  const send = useSendTemplate();
  const form = useContractForm(sendTemplateBody, {});
  useEffect(() => {
    if (template) form.reset({ template_id: template.id });
  }, [template, form]);

  return (
    <FormModal
      opened={template !== null}
      onClose={onClose}
      title={template ? `Send ${template.name}` : 'Send template'}
      form={form}
      // A refusal (falsy status) is toasted with its text and keeps the dialog open.
      send={(body, outcome) =>
        send.mutate(body, {
          onSuccess: (sent) => (sent ? outcome.onSuccess() : undefined),
          onError: outcome.onError,
        })
      }
      submitLabel="Send"
      busyLabel="Sending"
      busy={send.isPending}
    >
      <Text size="sm" c="dimmed">
        The {template ? typeLabels[template.type] : ''} goes to one contact, with their own values
        in its tokens.
      </Text>
      <Controller
        control={form.control}
        name="contact_id"
        render={({ field, fieldState }) => (
          <ContactSelect
            label="Contact"
            autoFocus
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {template?.type === 'sms' ? <SmsLengthNote text={template.body} /> : null}
    </FormModal>
  );
}

/** The template log: what was sent from one template, or from all, with each message's status. */
export function TemplateLogsModal(props: {
  scope: { template: Template | null } | null;
  onClose: () => void;
}) {
  const template = props.scope?.template ?? null;
  const [page, setPage] = useState(1);
  const opened = props.scope !== null;
  const logs = useTemplateLogs(template?.id ?? null, page, opened);
  useEffect(() => {
    if (opened) setPage(1);
  }, [opened]);
  const rows = logs.data?.data ?? [];
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={template ? `Logs of ${template.name}` : 'Template logs'}
      size="xl"
      centered
    >
      {logs.isLoading ? (
        <LoadingRows rows={4} h={28} label="Loading the logs" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconHistory size={24} />}
          title="Nothing sent yet"
          text="Messages sent from templates to contacts show here, with how each one went."
        />
      ) : (
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Template logs" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Template</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>By</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>
                      <DateTime value={entry.created_at} size="sm" />
                    </Table.Td>
                    <Table.Td>{entry.template_name}</Table.Td>
                    <Table.Td>{entry.log?.to ?? '—'}</Table.Td>
                    <Table.Td>
                      {entry.log ? (
                        <Text
                          size="sm"
                          tt="capitalize"
                          c={['failed', 'bounced'].includes(entry.log.status) ? 'red.8' : undefined}
                        >
                          {entry.log.status}
                        </Text>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Deleted with the contact’s log
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{entry.log?.sent_by ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {logs.data ? <ListFooter list={logs.data} onPage={setPage} label="Log pages" /> : null}
        </Stack>
      )}
    </Modal>
  );
}
