import { buildPath } from '@coachline/contract/routes';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconForms, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { FolderBrowser, MoveToFolderModal } from '../folders/FolderBrowser';
import { ShareDialog } from '../sharing/ShareDialog';
import { useSharedAssetsControls } from '../sharing/SharedAssetsControls';
import { FormCard, type FormDialog } from './FormCard';
import { CloseFormModal, CreateFormModal, FormContactsModal, RenameFormModal } from './FormDialogs';
import { formKeys } from './keys';
import { useForms } from './queries';

// The forms of the location (001 §2 FormIndex, §7 Forms, §9: 6 a page, by ordering descending,
// in folders): cards with their public links, searched by title; creating one opens its editor.

export function FormIndexPage() {
  const abilities = useAbilities('forms');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 350);
  const [folder] = useFolderPlace('forms');
  const searched = debounced.trim();
  const forms = useForms({
    page,
    search: searched || undefined,
    // The current folder's forms; those in no folder at the top.
    folder_id: folder.folderId ?? 0,
  });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<FormDialog | null>(null);
  const dialogOf = (kind: FormDialog['kind']) => (dialog?.kind === kind ? dialog.form : null);
  const rows = forms.data?.data ?? [];
  const create = () => setCreating(true);
  const sharing = useSharedAssetsControls({
    canImport: abilities.create,
    invalidates: [formKeys.all],
  });

  return (
    <Stack gap="md">
      <PageHeader
        title="Forms"
        description="Intake forms, check-ins and surveys, each with a public link to fill in."
        action={
          <Group gap="xs">
            {sharing.buttons}
            {abilities.create ? (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
                Create form
              </Button>
            ) : null}
          </Group>
        }
      />
      <SearchInput
        label="Search forms"
        placeholder="Search forms by title"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        maw={320}
      />
      <FolderBrowser assetType="forms" assetKeys={formKeys.all} noun="form" />
      {forms.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label="Loading forms">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={170} radius="md" />
          ))}
        </SimpleGrid>
      ) : forms.isError ? (
        <Alert color="red">The forms could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconForms size={24} />}
            title={searched ? 'No forms match' : 'No forms here yet'}
            text="Build a form once, share its link or send it to contacts, and every response lands on their profile."
            action={
              abilities.create && !searched ? (
                <Button onClick={create}>Create your first form</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          aria-busy={forms.isFetching}
          aria-label="Forms"
          component="section"
        >
          {rows.map((form) => (
            <FormCard key={form.id} form={form} onDialog={setDialog} />
          ))}
        </SimpleGrid>
      )}
      {forms.data && forms.data.total > 0 ? (
        <ListFooter list={forms.data} onPage={setPage} label="Form pages" />
      ) : null}

      <CreateFormModal
        opened={creating}
        folderId={folder.folderId}
        onClose={() => setCreating(false)}
        onCreated={(form) => void navigate(buildPath('FormEdit', { form: form.id }))}
      />
      <RenameFormModal form={dialogOf('rename')} onClose={() => setDialog(null)} />
      <CloseFormModal form={dialogOf('disable')} onClose={() => setDialog(null)} />
      <FormContactsModal form={dialogOf('send')} action="send" onClose={() => setDialog(null)} />
      <FormContactsModal
        form={dialogOf('restrict')}
        action="restrict"
        onClose={() => setDialog(null)}
      />
      <ShareDialog
        asset={dialog?.kind === 'share' ? { type: 'forms', ...dialog.form } : null}
        onClose={() => setDialog(null)}
      />
      {sharing.dialogs}
      <MoveToFolderModal
        assetType="forms"
        assetKeys={formKeys.all}
        assetIds={dialog?.kind === 'folder' ? [dialog.form.id] : []}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
