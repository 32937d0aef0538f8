import {
  type EmailButton,
  type EmailButtonBodyInput,
  emailButtonAligns,
  emailButtonBody,
  emailButtonDefaults,
  emailButtonHtml,
  emailButtonSizes,
} from '@coachline/contract/email-buttons';
import { titleCase } from '@coachline/contract/text';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconPointer, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useAbilities } from '../../app/abilities';
import { ColorField } from '../../ui/ColorField';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { FormModal } from '../../ui/FormModal';
import { RowAction, RowActions } from '../../ui/RowActions';
import { useContractForm } from '../../ui/useContractForm';
import { EmailPreview } from './EmailPreview';
import { useDeleteEmailButton, useEmailButtons, useSaveEmailButton } from './queries';

// Email buttons (001 §3 "content-setting button list"): a location's call-to-action buttons,
// made here and inserted by the email editors. Each shows as it will in the email.

/** The button being made (no id) or edited. */
type ButtonDraft = EmailButtonBodyInput;

function EmailButtonModal(props: { draft: ButtonDraft | null; onClose: () => void }) {
  const save = useSaveEmailButton();
  const { draft, onClose } = props;
  const form = useContractForm(emailButtonBody, emailButtonDefaults);
  const { errors } = form.formState;
  const design = form.watch();

  useEffect(() => {
    if (draft) form.reset(draft);
  }, [draft, form]);

  const choice = (name: 'size' | 'align', label: string, values: readonly string[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Radio.Group label={label} name={field.name} value={field.value} onChange={field.onChange}>
          <Group gap="md" mt={6}>
            {values.map((value) => (
              <Radio key={value} value={value} label={titleCase(value)} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );

  return (
    <FormModal
      opened={draft !== null}
      onClose={onClose}
      title={draft?.id ? 'Edit email button' : 'Create email button'}
      form={form}
      send={(body, outcome) => save.mutate(body, outcome)}
      submitLabel={draft?.id ? 'Save button' : 'Create button'}
      busy={save.isPending}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Button text"
          maxLength={60}
          data-autofocus
          error={errors.text?.message}
          {...form.register('text')}
        />
        <TextInput
          label="Link"
          placeholder="https://…"
          maxLength={2048}
          error={errors.url?.message}
          {...form.register('url')}
        />
        <ColorField control={form.control} name="background_color" label="Button colour" />
        <ColorField control={form.control} name="text_color" label="Text colour" />
        {choice('size', 'Size', emailButtonSizes)}
        {choice('align', 'Alignment', emailButtonAligns)}
        <Controller
          control={form.control}
          name="border_radius"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Corner radius"
              name={field.name}
              suffix=" px"
              min={0}
              max={40}
              clampBehavior="strict"
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="full_width"
          render={({ field }) => (
            <Switch
              mt="xl"
              label="Full width"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="xs">
        <EmailPreview html={emailButtonHtml(design)} label="Button preview" />
      </Paper>
    </FormModal>
  );
}

export function EmailButtonManager() {
  const query = useEmailButtons();
  const abilities = useAbilities('templates');
  const remove = useDeleteEmailButton();
  const [draft, setDraft] = useState<ButtonDraft | null>(null);
  const buttons = query.data?.buttons ?? [];
  const create = () => setDraft({ ...emailButtonDefaults });
  const edit = ({ updated_at: _updated, ...button }: EmailButton) => setDraft(button);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" c="dimmed" maw={560}>
          Call-to-action buttons your emails can carry: book a session, join a challenge. The email
          editors insert them as they show here.
        </Text>
        {abilities.create ? <Button onClick={create}>Create email button</Button> : null}
      </Group>
      {query.isLoading ? <Skeleton h={160} radius="md" /> : null}
      {query.isSuccess && buttons.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconPointer size={24} />}
            title="No email buttons yet"
            text="Make a button once, with its words, link and colours, and insert it in any email."
            action={
              abilities.create ? (
                <Button onClick={create}>Create your first email button</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : null}
      {buttons.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={8} highlightOnHover aria-label="Email buttons">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Button</Table.Th>
                <Table.Th>Link</Table.Th>
                <Table.Th w="20%">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {buttons.map((button) => (
                <Table.Tr key={button.id}>
                  <Table.Td maw={320}>
                    <EmailPreview html={emailButtonHtml(button)} label={`Button ${button.text}`} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {button.url}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions>
                      {abilities.update ? (
                        <RowAction
                          label={`Edit ${button.text}`}
                          icon={<IconPencil size={16} aria-hidden />}
                          onClick={() => edit(button)}
                        />
                      ) : null}
                      {abilities.delete ? (
                        <RowAction
                          label={`Delete ${button.text}`}
                          icon={<IconTrash size={16} aria-hidden />}
                          danger
                          onClick={() =>
                            confirmDelete(`The button ${button.text} will be deleted.`, () =>
                              remove.mutate(button.id),
                            )
                          }
                        />
                      ) : null}
                    </RowActions>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <EmailButtonModal draft={draft} onClose={() => setDraft(null)} />
    </Stack>
  );
}
