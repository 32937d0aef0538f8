import type { Contact } from '@coachline/contract/contacts';
import { type ContactFile, listAllMax } from '@coachline/contract/files';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconFiles, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAbilities } from '../../app/abilities';
import { AssetPickerModal } from '../../ui/AssetPickerModal';
import { AssignedList } from '../../ui/AssignedList';
import { DateTime } from '../../ui/DateTime';
import { confirmAction } from '../../ui/dialogs';
import { RowAction, RowActions } from '../../ui/RowActions';
import { fileClassIcons, formatSize } from './fileClasses';
import {
  useContactFiles,
  useDownloadFile,
  usePickableFiles,
  useRemoveFromContact,
  useSendToContacts,
} from './queries';

// The contact profile's Files section: the files sent to the contact (file/{contact_id}/list),
// added from every enabled file (file/list-all) and taken back (remove-from-contact).

/** Picks files by name from the location's enabled files and sends them to the contact. */
function AddFilesModal(props: { contactId: number; opened: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const pickable = usePickableFiles(debounced.trim(), props.opened);
  const send = useSendToContacts();
  return (
    <AssetPickerModal
      opened={props.opened}
      onClose={props.onClose}
      title="Add files"
      label="Files"
      noun="File"
      description={
        pickable.data?.truncated
          ? `The first ${listAllMax} files by name: type to find others.`
          : 'Enabled files you can see, by name.'
      }
      placeholder="Search files by name"
      nothingFound="No files found"
      search={search}
      onSearch={setSearch}
      options={(pickable.data?.data ?? []).map((f) => ({
        value: String(f.id),
        label: `${f.name}.${f.ext}`,
      }))}
      searching={pickable.isFetching}
      submitLabel="Add"
      busyLabel="Adding"
      busy={send.isPending}
      onSubmit={(ids, done) =>
        send.mutate({ file_ids: ids, contact_ids: [props.contactId] }, { onSuccess: done })
      }
    />
  );
}

function ContactFileItem(props: { contactId: number; file: ContactFile; canEdit: boolean }) {
  const { file } = props;
  const download = useDownloadFile();
  const remove = useRemoveFromContact();
  const full = `${file.name}.${file.ext}`;
  const Icon = fileClassIcons[file.class];
  return (
    <Paper withBorder p="sm" radius="sm" component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Icon size={20} aria-hidden />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {full}
            </Text>
            <Text size="xs" c="dimmed" component="div">
              {formatSize(file.size)} · Sent <DateTime value={file.sent_at} size="xs" />
              {file.status === 'archived' ? ' · archived' : ''}
            </Text>
          </Stack>
        </Group>
        <RowActions>
          <RowAction
            size="sm"
            label={`Download ${full}`}
            icon={<IconDownload size={14} aria-hidden />}
            loading={download.isPending}
            onClick={() => download.mutate(file)}
          />
          {props.canEdit ? (
            <RowAction
              size="sm"
              label={`Remove ${full}`}
              icon={<IconTrash size={14} aria-hidden />}
              danger
              onClick={() =>
                confirmAction({
                  text: `${full} will be removed from this contact. The file itself stays.`,
                  confirmLabel: 'Remove',
                  onConfirm: () =>
                    remove.mutate({ contact_id: props.contactId, file_ids: [file.id] }),
                })
              }
            />
          ) : null}
        </RowActions>
      </Group>
    </Paper>
  );
}

/** The files sent to the contact, with download, add and remove. */
export function ContactFilesSection(props: { contact: Contact }) {
  const contactId = props.contact.id;
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const canEdit = useAbilities('files').update;
  return (
    <AssignedList
      query={useContactFiles(contactId, page)}
      onPage={setPage}
      onAdd={canEdit ? () => setAdding(true) : undefined}
      addLabel="Add file"
      labels={{ loading: 'Loading the files', list: 'Files of the contact', pages: 'File pages' }}
      empty={{
        icon: <IconFiles size={24} />,
        title: 'No files yet',
        text: 'Files sent to this contact show here, to download or take back.',
      }}
      itemHeight={56}
      renderItem={(file) => (
        <ContactFileItem key={file.id} contactId={contactId} file={file} canEdit={canEdit} />
      )}
    >
      <AddFilesModal contactId={contactId} opened={adding} onClose={() => setAdding(false)} />
    </AssignedList>
  );
}
