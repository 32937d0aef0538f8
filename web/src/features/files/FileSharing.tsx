import {
  changePermissionBody,
  type FileEntry,
  type FilePermission,
  type FileUser,
  sendToContactBody,
} from '@coachline/contract/files';
import { Checkbox, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../ui/FormModal';
import { LoadingRows } from '../../ui/LoadingRows';
import { useContractForm } from '../../ui/useContractForm';
import { ContactPicker } from '../groups/ContactPicker';
import {
  useChangePermission,
  useFileUsers,
  useSendToContacts,
  useUpdatePermission,
} from './queries';

// Who sees a file, and sending files to contacts (001 §6, §7 Files).

const fullName = (file: FileEntry) => `${file.name}.${file.ext}`;
const whichFiles = (files: FileEntry[]) =>
  files.length === 1 ? fullName(files[0]!) : `${files.length} files`;

/** The users of one file, ticked when they see it; admins and the uploader always do. */
function FileUserList(props: {
  users: FileUser[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { users } = props;
  if (!users) return <LoadingRows rows={3} h={28} label="Loading the users" />;
  if (users.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No user of this location may view files.
      </Text>
    );
  // Admins and the uploader are ticked for good; the value holds the others.
  const always = users.filter((u) => u.always).map((u) => u.id);
  return (
    <Checkbox.Group
      label="Users who see it"
      description="Admins and the user who uploaded it always see it."
      value={[...always, ...props.value].map(String)}
      onChange={(v) => props.onChange(v.map(Number).filter((id) => !always.includes(id)))}
    >
      <ScrollArea.Autosize mah={240} mt="xs">
        <Stack gap="xs">
          {users.map((user) => (
            <Checkbox
              key={user.id}
              value={String(user.id)}
              label={user.name || user.email}
              description={user.always ? `${user.email} · always sees it` : user.email}
              disabled={user.always}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}

/**
 * Who sees the files: everyone who may view files, or only the selected users. One file also
 * picks its users (change-permission); several take the permission alone (update-permission).
 */
export function FilePermissionModal(props: { files: FileEntry[]; onClose: () => void }) {
  const { files, onClose } = props;
  const one = files.length === 1 ? files[0]! : null;
  const change = useChangePermission();
  const update = useUpdatePermission();
  const users = useFileUsers(one?.id ?? null);
  const form = useContractForm(changePermissionBody, { permission: 'everyone', user_ids: [] });
  const permission = form.watch('permission');
  const { reset } = form;
  const loaded = users.data;
  useEffect(() => {
    if (files.length === 0) return;
    // The users a selected file is shared with start ticked; an open file's list starts empty.
    const shared =
      loaded?.permission === 'selected'
        ? loaded.users.filter((u) => u.has_access && !u.always).map((u) => u.id)
        : [];
    reset({ permission: files.length === 1 ? files[0]!.permission : 'everyone', user_ids: shared });
  }, [files, loaded, reset]);
  return (
    <FormModal
      opened={files.length > 0}
      onClose={onClose}
      title={`Who sees ${whichFiles(files)}`}
      form={form}
      send={(body, outcome) =>
        one
          ? change.mutate({ id: one.id, body }, outcome)
          : update.mutate({ ids: files.map((f) => f.id), permission: body.permission }, outcome)
      }
      submitLabel="Save"
      busy={change.isPending || update.isPending}
      busyLabel="Saving"
    >
      <Controller
        control={form.control}
        name="permission"
        render={({ field }) => (
          <Radio.Group
            label="Permission"
            value={field.value}
            onChange={(v) => field.onChange(v as FilePermission)}
            error={form.formState.errors.permission?.message}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="everyone" label="Everyone who may view files" />
              <Radio value="selected" label="Selected users only" />
            </Stack>
          </Radio.Group>
        )}
      />
      {one && permission === 'selected' ? (
        <Controller
          control={form.control}
          name="user_ids"
          render={({ field }) => (
            <FileUserList
              users={loaded?.users}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
      ) : null}
      {!one && permission === 'selected' ? (
        <Text size="sm" c="dimmed">
          Each file keeps the users it is shared with; pick them file by file.
        </Text>
      ) : null}
    </FormModal>
  );
}

/** Sends the files to the contacts picked; a file a contact has already stays as it was. */
export function SendToContactModal(props: { files: FileEntry[]; onClose: () => void }) {
  const { files, onClose } = props;
  const send = useSendToContacts();
  const form = useContractForm(sendToContactBody, { file_ids: [], contact_ids: [] });
  const { reset } = form;
  useEffect(() => {
    if (files.length > 0) reset({ file_ids: files.map((f) => f.id), contact_ids: [] });
  }, [files, reset]);
  return (
    <FormModal
      opened={files.length > 0}
      onClose={onClose}
      title={`Send ${whichFiles(files)} to contacts`}
      form={form}
      send={(body, outcome) => send.mutate(body, outcome)}
      submitLabel="Send"
      busy={send.isPending}
      busyLabel="Sending"
    >
      <Controller
        control={form.control}
        name="contact_ids"
        render={({ field }) => (
          <ContactPicker
            label="Contacts"
            description="They find the files on their profile (and later in their portal)."
            value={field.value ?? []}
            onChange={field.onChange}
            error={form.formState.errors.contact_ids?.message}
          />
        )}
      />
    </FormModal>
  );
}
