import { createPlaybookBody, type Playbook } from '@coachline/contract/playbooks';
import { buildPath } from '@coachline/contract/routes';
import { Alert, Button, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import { assetCreation } from '../assets/AssetDialogs';
import { AssetListPage, useAssetListState } from '../assets/AssetListPage';
import { PlaybookCard } from './PlaybookCard';
import { NewCategoryModal, NewPlaybookCategoryField } from './PlaybookDialogs';
import { playbookAsset } from './playbookAsset';
import { useCategories, useCreatePlaybook, useDeleteCategory, usePlaybooks } from './queries';

// The playbooks of the location (001 §2 PlaybookIndex, §7 Playbook, §9: 6 a page, pinned
// first, by ordering descending, in folders), filtered by category; creating one opens its
// editor. A playbook-token login lands here with action=answer-question (and the playbook).

/** "all" every category, "none" those in none, else a category's id. */
type CategoryFilter = 'all' | 'none' | `${number}`;

export function PlaybookIndexPage() {
  const abilities = useAbilities('playbooks');
  const [params] = useSearchParams();
  const state = useAssetListState<Playbook>(playbookAsset);
  const { setPage } = state;
  const [category, setCategory] = useState<CategoryFilter>('all');
  const categories = useCategories();
  const playbooks = usePlaybooks({
    page: state.page,
    search: state.searched || undefined,
    folder_id: state.folderId ?? 0,
    ...(category === 'all' ? {} : { category_id: category === 'none' ? 0 : Number(category) }),
  });
  const [addingCategory, setAddingCategory] = useState(false);
  const removeCategory = useDeleteCategory();
  const categoryName = new Map((categories.data ?? []).map((c) => [c.id, c.name]));
  const chosenCategory = category === 'all' || category === 'none' ? null : Number(category);
  const create = useCreatePlaybook();
  const newValues = useMemo(() => ({ category_id: chosenCategory }), [chosenCategory]);
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
    <AssetListPage
      kind={playbookAsset}
      creation={assetCreation(createPlaybookBody, create, (res) => res.playbook, {
        values: newValues,
        fields: (form) => <NewPlaybookCategoryField form={form} />,
      })}
      state={state}
      list={playbooks}
      description="Step-by-step guides for your clients, with downloads, FAQ and buttons."
      notice={
        answering ? (
          <Alert color="blue" title="Questions from your clients">
            Open a playbook and its Questions tab to answer them, or turn them into FAQ entries.
          </Alert>
        ) : null
      }
      filters={(search) => (
        <Group gap="sm" align="flex-end">
          {search}
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
      )}
      matching={state.searched !== '' || category !== 'all'}
      offerCreate={state.searched === ''}
      emptyText="Write a playbook once, step by step, and send it to every client who needs it."
      cardHeight={150}
      renderCard={(playbook) => (
        <PlaybookCard
          key={playbook.id}
          playbook={playbook}
          category={
            playbook.category_id === null ? null : (categoryName.get(playbook.category_id) ?? null)
          }
          onDialog={state.setDialog}
        />
      )}
      dialogs={
        <NewCategoryModal opened={addingCategory} onClose={() => setAddingCategory(false)} />
      }
    />
  );
}
