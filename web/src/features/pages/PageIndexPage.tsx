import { createPageBody, type Page } from '@coachline/contract/pages';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { assetCreation } from '../assets/AssetDialogs';
import { AssetListPage, useAssetListState } from '../assets/AssetListPage';
import { PageCard } from './PageCard';
import { DisablePageModal } from './PageDialogs';
import { pageAsset } from './pageAsset';
import { useCreatePage, usePages } from './queries';

// The pages of the location (001 §2 PageIndex, §7 Page, §9: 6 a page, by ordering descending,
// mode all, in folders): cards searched by title; creating one opens its editor.

const modes = [
  { value: 'all', label: 'All' },
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
];

export function PageIndexPage() {
  const state = useAssetListState<Page>(pageAsset);
  const { dialog, setDialog } = state;
  const [mode, setMode] = useState<'all' | 'enabled' | 'disabled'>('all');
  const pages = usePages({
    page: state.page,
    mode,
    search: state.searched || undefined,
    folder_id: state.folderId ?? 0,
  });
  const create = useCreatePage();
  const filtered = state.searched !== '' || mode !== 'all';
  return (
    <AssetListPage
      kind={pageAsset}
      creation={assetCreation(createPageBody, create, (res) => res.page)}
      state={state}
      list={pages}
      description="Lessons and resources with rich content and downloads, sent to contacts."
      filters={(search) => (
        <Stack gap="xs">
          {search}
          <div>
            <SegmentedControl
              aria-label="Show pages"
              data={modes}
              value={mode}
              onChange={(value) => {
                setMode(value as typeof mode);
                state.setPage(1);
              }}
            />
          </div>
        </Stack>
      )}
      matching={filtered}
      offerCreate={!filtered}
      emptyText="Write a lesson once, with images, videos and downloads, and send it to the contacts who need it."
      cardHeight={170}
      renderCard={(row) => <PageCard key={row.id} page={row} onDialog={setDialog} />}
      dialogs={
        <DisablePageModal
          page={dialog?.kind === 'disable' ? dialog.asset : null}
          onClose={() => setDialog(null)}
        />
      }
    />
  );
}
