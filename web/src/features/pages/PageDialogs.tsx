import { type Page, pageDisableBody } from '@coachline/contract/pages';
import { useEffect } from 'react';
import { z } from 'zod';
import { useContractForm } from '../../ui/useContractForm';
import { DisableAssetModal } from '../assets/AssetDialogs';
import { pageAsset } from './pageAsset';
import { pageDisableError } from './pageDisable';
import { usePageDisable } from './queries';

// The pages list's own dialog beside the shared ones (features/assets): hiding a page from
// contacts with the message they see instead.

const disableForm = z.object({
  disable_message: pageDisableBody.shape.disable_content.unwrap().shape.message,
});

/** Hides a page from every contact, who sees the message instead. */
export function DisablePageModal(props: { page: Page | null; onClose: () => void }) {
  const { page, onClose } = props;
  const disable = usePageDisable();
  const form = useContractForm(disableForm, { disable_message: '' });
  useEffect(() => {
    if (page) form.reset({ disable_message: page.disable_message });
  }, [page, form]);
  return (
    <DisableAssetModal
      kind={pageAsset}
      asset={page}
      form={form}
      send={(body, outcome) =>
        disable.mutate(
          {
            page_id: page?.id ?? 0,
            is_disabled: true,
            disable_content: { message: body.disable_message },
          },
          {
            onSuccess: outcome.onSuccess,
            // 001 §5: every disable_content error on the one field.
            onError: (error) =>
              form.setError('disable_message', { message: pageDisableError(error) }),
          },
        )
      }
      busy={disable.isPending}
      label="Message to contacts"
      description="Shown in place of the page while it is disabled."
      onClose={onClose}
    />
  );
}
