import type { Page } from '@coachline/contract/pages';
import { AssetCard, type AssetDialog, plural } from '../assets/AssetCard';
import { pageAsset } from './pageAsset';
import { usePageDisable } from './queries';

// One page of the list: its cover, members and downloads, whether contacts see it, and its
// actions.

export function PageCard(props: { page: Page; onDialog: (dialog: AssetDialog<Page>) => void }) {
  const { page } = props;
  const disable = usePageDisable();
  return (
    <AssetCard
      kind={pageAsset}
      asset={page}
      cover={page.cover_image}
      badge={
        page.is_disabled
          ? { label: 'Disabled', color: 'gray' }
          : { label: 'Enabled', color: 'teal' }
      }
      stats={`${plural(page.members_count, 'contact')} · ${plural(page.downloads_count, 'download')}`}
      updateItems={[
        page.is_disabled
          ? {
              label: 'Enable',
              onClick: () => disable.mutate({ page_id: page.id, is_disabled: false }),
            }
          : { label: 'Disable', onClick: () => props.onDialog({ kind: 'disable', asset: page }) },
      ]}
      onDialog={props.onDialog}
    />
  );
}
