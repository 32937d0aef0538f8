import { type Form, formDefaults, setFormDisableBody } from '@coachline/contract/forms';
import { useEffect } from 'react';
import { useContractForm } from '../../ui/useContractForm';
import { DisableAssetModal } from '../assets/AssetDialogs';
import { formAsset } from './formAsset';
import { useSetFormDisable } from './queries';

// The forms list's own dialog beside the shared ones (features/assets): closing a form to
// responses with the message its page shows.

/** Closes a form to responses: its public page shows the message instead of the questions. */
export function CloseFormModal(props: { form: Form | null; onClose: () => void }) {
  const { form: closed, onClose } = props;
  const disable = useSetFormDisable();
  const form = useContractForm(setFormDisableBody, { is_disabled: true });
  useEffect(() => {
    if (closed)
      form.reset({
        form_id: closed.id,
        is_disabled: true,
        disable_message: formDefaults.disable_message,
      });
  }, [closed, form]);
  return (
    <DisableAssetModal
      kind={formAsset}
      asset={closed}
      form={form}
      send={(body, outcome) => disable.mutate(body, outcome)}
      busy={disable.isPending}
      label="Message to visitors"
      description="Shown on its public link while it is disabled."
      onClose={onClose}
    />
  );
}
