import type { Page } from '@coachline/contract/pages';
import { AssetCard, type AssetDialog, disabling, plural } from '../assets/AssetCard';
import { pageAsset } from './pageAsset';
import { usePageDisable } from './queries';

// One page of the list: its cover, members and downloads, whether contacts see it, and its
// actions.

export function PageCard(props: { page: Page; onDialog: (dialog: AssetDialog<Page>) => void }) {
  const { page } = props;
  const disable = usePageDisable();
  const state = disabling(
    page,
    () => disable.mutate({ page_id: page.id, is_disabled: false }),
    () => props.onDialog({ kind: 'disable', asset: page }),
  );
  return (
    <AssetCard
      kind={pageAsset}
      asset={page}
      cover={page.cover_image}
      badge={state.badge}
      stats={`${plural(page.members_count, 'contact')} · ${plural(page.downloads_count, 'download')}`}
      updateItems={[state.item]}
      onDialog={props.onDialog}
    />
  );
}
