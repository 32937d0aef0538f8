import { createFormBody, type Form } from '@coachline/contract/forms';
import { assetCreation } from '../assets/AssetDialogs';
import { AssetListPage, useAssetListState } from '../assets/AssetListPage';
import { FormCard } from './FormCard';
import { CloseFormModal } from './FormDialogs';
import { formAsset } from './formAsset';
import { useCreateForm, useForms } from './queries';

// The forms of the location (001 §2 FormIndex, §7 Forms, §9: 6 a page, by ordering descending,
// in folders): cards with their public links, searched by title; creating one opens its editor.

export function FormIndexPage() {
  const state = useAssetListState<Form>(formAsset);
  const { dialog, setDialog } = state;
  const forms = useForms({
    page: state.page,
    search: state.searched || undefined,
    folder_id: state.folderId ?? 0,
  });
  const create = useCreateForm();
  return (
    <AssetListPage
      kind={formAsset}
      creation={assetCreation(createFormBody, create, (res) => res.form)}
      state={state}
      list={forms}
      description="Intake forms, check-ins and surveys, each with a public link to fill in."
      matching={state.searched !== ''}
      offerCreate={state.searched === ''}
      emptyText="Build a form once, share its link or send it to contacts, and every response lands on their profile."
      cardHeight={170}
      renderCard={(form) => <FormCard key={form.id} form={form} onDialog={setDialog} />}
      dialogs={
        <CloseFormModal
          form={dialog?.kind === 'disable' ? dialog.asset : null}
          onClose={() => setDialog(null)}
        />
      }
    />
  );
}
