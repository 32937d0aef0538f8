import { createCategoryBody } from '@coachline/contract/playbooks';
import { buildPath } from '@coachline/contract/routes';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBook2, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { useFolderPlace } from '../../app/folderState';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { FormModal } from '../../ui/FormModal';
import { ListFooter } from '../../ui/ListFooter';
import { PageHeader } from '../../ui/PageHeader';
import { SearchInput } from '../../ui/SearchInput';
import { useContractForm } from '../../ui/useContractForm';
import { FolderBrowser, MoveToFolderModal } from '../folders/FolderBrowser';
import { ShareDialog } from '../sharing/ShareDialog';
import { useSharedAssetsControls } from '../sharing/SharedAssetsControls';
import { playbookKeys } from './keys';
import { PlaybookCard, type PlaybookDialog } from './PlaybookCard';
import { CreatePlaybookModal, PlaybookContactsModal, RenamePlaybookModal } from './PlaybookDialogs';
import { useCategories, useCreateCategory, useDeleteCategory, usePlaybooks } from './queries';

// The playbooks of the location (001 §2 PlaybookIndex, §7 Playbook, §9: 6 a page, pinned
// first, by ordering descending, in folders), filtered by category; creating one opens its
// editor. A playbook-token login lands here with action=answer-question (and the playbook).

/** "all" every category, "none" those in none, else a category's id. */
type CategoryFilter = 'all' | 'none' | `${number}`;

function NewCategoryModal(props: { opened: boolean; onClose: () => void }) {
  const create = useCreateCategory();
  const form = useContractForm(createCategoryBody, { name: '' });
  useEffect(() => {
    if (props.opened) form.reset({ name: '' });
  }, [props.opened, form]);
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title="New category"
      form={form}
      send={(body, outcome) => create.mutate(body.name, outcome)}
      submitLabel="Create category"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Category name"
        aria-required
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormModal>
  );
}

export function PlaybookIndexPage() {
  const abilities = useAbilities('playbooks');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 350);
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [folder] = useFolderPlace('playbooks');
  const searched = debounced.trim();
  const categories = useCategories();
  const playbooks = usePlaybooks({
    page,
    search: searched || undefined,
    folder_id: folder.folderId ?? 0,
    ...(category === 'all' ? {} : { category_id: category === 'none' ? 0 : Number(category) }),
  });
  const [creating, setCreating] = useState(false);
  const [addingCategory, setAddingCategory] = useState(false);
  const [dialog, setDialog] = useState<PlaybookDialog | null>(null);
  const removeCategory = useDeleteCategory();
  const dialogOf = (kind: PlaybookDialog['kind']) =>
    dialog?.kind === kind ? dialog.playbook : null;
  const rows = playbooks.data?.data ?? [];
  const categoryName = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  const chosenCategory = category === 'all' || category === 'none' ? null : Number(category);

  const sharing = useSharedAssetsControls({
    canImport: abilities.create,
    invalidates: [playbookKeys.all],
  });
  // From the playbook-token login: a contact asked a question; its playbook's questions open.
  const answering = params.get('action') === 'answer-question';
  const answerPlaybook = Number(params.get('playbook_id'));
  if (answering && Number.isInteger(answerPlaybook) && answerPlaybook > 0)
    return (
      <Navigate
        replace
        to={buildPath('PlaybookEdit', { playbook: answerPlaybook }, { tab: 'questions' })}
      />
    );

  return (
    <Stack gap="md">
      <PageHeader
        title="Playbooks"
        description="Step-by-step guides for your clients, with downloads, FAQ and buttons."
        action={
          <Group gap="xs">
            {sharing.buttons}
            {abilities.create ? (
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setCreating(true)}
              >
                Create playbook
              </Button>
            ) : null}
          </Group>
        }
      />
      {answering ? (
        <Alert color="blue" title="Questions from your clients">
          Open a playbook and its Questions tab to answer them, or turn them into FAQ entries.
        </Alert>
      ) : null}
      <Group gap="sm" align="flex-end">
        <SearchInput
          label="Search playbooks"
          placeholder="Search playbooks by title"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          maw={320}
        />
        <Select
          label="Category"
          allowDeselect={false}
          value={category}
          onChange={(v) => {
            setCategory((v ?? 'all') as CategoryFilter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All categories' },
            { value: 'none', label: 'No category' },
            ...(categories.data ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.name} (${c.playbooks_count})`,
            })),
          ]}
          w={220}
        />
        {abilities.create ? (
          <Button variant="default" onClick={() => setAddingCategory(true)}>
            New category
          </Button>
        ) : null}
        {abilities.delete && chosenCategory !== null ? (
          <Button
            variant="default"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() =>
              confirmDelete(
                `The category ${categoryName.get(chosenCategory) ?? ''} will be deleted; its playbooks stay, in no category.`,
                () =>
                  removeCategory.mutate(chosenCategory, { onSuccess: () => setCategory('all') }),
              )
            }
          >
            Delete category
          </Button>
        ) : null}
      </Group>
      <FolderBrowser assetType="playbooks" assetKeys={playbookKeys.all} noun="playbook" />
      {playbooks.isLoading ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} aria-busy aria-label="Loading playbooks">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : playbooks.isError ? (
        <Alert color="red">The playbooks could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconBook2 size={24} />}
            title={searched || category !== 'all' ? 'No playbooks match' : 'No playbooks here yet'}
            text="Write a playbook once, step by step, and send it to every client who needs it."
            action={
              abilities.create && !searched ? (
                <Button onClick={() => setCreating(true)}>Create your first playbook</Button>
              ) : undefined
            }
          />
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, xl: 3 }}
          aria-busy={playbooks.isFetching}
          aria-label="Playbooks"
          component="section"
        >
          {rows.map((playbook) => (
            <PlaybookCard
              key={playbook.id}
              playbook={playbook}
              category={
                playbook.category_id === null
                  ? null
                  : (categoryName.get(playbook.category_id) ?? null)
              }
              onDialog={setDialog}
            />
          ))}
        </SimpleGrid>
      )}
      {playbooks.data && playbooks.data.total > 0 ? (
        <ListFooter list={playbooks.data} onPage={setPage} label="Playbook pages" />
      ) : null}

      <CreatePlaybookModal
        opened={creating}
        folderId={folder.folderId}
        categoryId={chosenCategory}
        onClose={() => setCreating(false)}
        onCreated={(playbook) =>
          void navigate(buildPath('PlaybookEdit', { playbook: playbook.id }))
        }
      />
      <NewCategoryModal opened={addingCategory} onClose={() => setAddingCategory(false)} />
      <RenamePlaybookModal playbook={dialogOf('rename')} onClose={() => setDialog(null)} />
      <ShareDialog
        asset={dialog?.kind === 'share' ? { type: 'playbooks', ...dialog.playbook } : null}
        onClose={() => setDialog(null)}
      />
      {sharing.dialogs}
      <PlaybookContactsModal
        playbook={dialogOf('send')}
        action="send"
        onClose={() => setDialog(null)}
      />
      <PlaybookContactsModal
        playbook={dialogOf('restrict')}
        action="restrict"
        onClose={() => setDialog(null)}
      />
      <MoveToFolderModal
        assetType="playbooks"
        assetKeys={playbookKeys.all}
        assetIds={dialog?.kind === 'folder' ? [dialog.playbook.id] : []}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
