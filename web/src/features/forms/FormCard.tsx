import type { Form } from '@coachline/contract/forms';
import { buildPath } from '@coachline/contract/routes';
import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { CopyValue } from '../../ui/CopyValue';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { dragAssets } from '../folders/FolderBrowser';
import { useDeleteForm, useDuplicateForm, useSetFormDisable } from './queries';

// One form of the list: its counts, whether it takes responses, its public link to copy, and
// its actions. Dragged onto a folder tile it moves there.

/** The dialogs a card opens, one at a time. */
export type FormDialog = {
  kind: 'rename' | 'folder' | 'send' | 'restrict' | 'disable' | 'share';
  form: Form;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function FormCard(props: { form: Form; onDialog: (dialog: FormDialog) => void }) {
  const { form, onDialog } = props;
  const abilities = useAbilities('forms');
  const contacts = useAbilities('contacts-center');
  const duplicate = useDuplicateForm();
  const remove = useDeleteForm();
  const disable = useSetFormDisable();
  const open = (kind: FormDialog['kind']) => () => onDialog({ kind, form });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={form.title}
      {...(abilities.update ? dragAssets([form.id]) : {})}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} truncate>
            {form.title}
          </Text>
          <Badge
            variant="light"
            color={form.is_disabled ? 'gray' : 'teal'}
            style={{ flexShrink: 0 }}
          >
            {form.is_disabled ? 'Disabled' : 'Enabled'}
          </Badge>
        </Group>
        <Text size="sm" style={{ flex: 1 }}>
          {plural(form.questions_count, 'question')} · {plural(form.responses_count, 'response')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Anchor href={form.public_url} target="_blank" rel="noreferrer" size="xs" truncate>
            {form.public_url}
          </Anchor>
          <CopyValue value={form.public_url} label={`public link of ${form.title}`} />
        </Group>
        <Text size="xs" c="dimmed" component="div">
          <Group gap={4}>
            Updated <DateTime value={form.updated_at} size="xs" />
          </Group>
        </Text>
        <Group justify="space-between" mt={4}>
          {abilities.update ? (
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden />}
              component={Link}
              to={buildPath('FormEdit', { form: form.id })}
              aria-label={`Edit ${form.title}`}
            >
              Edit
            </Button>
          ) : (
            <span />
          )}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`More actions for ${form.title}`}>
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {abilities.update && contacts.view ? (
                <>
                  <Menu.Item onClick={open('send')}>Send to contacts</Menu.Item>
                  <Menu.Item onClick={open('restrict')}>Restrict from contacts</Menu.Item>
                </>
              ) : null}
              {abilities.update ? (
                <>
                  <Menu.Item onClick={open('rename')}>Rename</Menu.Item>
                  <Menu.Item onClick={open('folder')}>Move to folder</Menu.Item>
                  {form.is_disabled ? (
                    <Menu.Item
                      onClick={() => disable.mutate({ form_id: form.id, is_disabled: false })}
                    >
                      Enable
                    </Menu.Item>
                  ) : (
                    <Menu.Item onClick={open('disable')}>Disable</Menu.Item>
                  )}
                </>
              ) : null}
              {abilities.create ? (
                <Menu.Item onClick={() => duplicate.mutate(form.id)}>Duplicate</Menu.Item>
              ) : null}
              <Menu.Item onClick={open('share')}>Share</Menu.Item>
              {abilities.delete ? (
                <Menu.Item
                  color="red.8"
                  onClick={() =>
                    confirmDelete(
                      `The form ${form.title} will be deleted with its questions and responses.`,
                      () => remove.mutate(form.id),
                    )
                  }
                >
                  Delete
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>
    </Card>
  );
}
