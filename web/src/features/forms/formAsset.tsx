import { formListAllMax, formTitleMax, renameFormBody } from '@coachline/contract/forms';
import { buildPath } from '@coachline/contract/routes';
import { IconForms } from '@tabler/icons-react';
import { type AssetKind, assetWrite, contactsBy, renamedBy } from '../assets/assetKind';
import { formKeys } from './keys';
import {
  useDeleteForm,
  useDuplicateForm,
  useRenameForm,
  useRestrictForms,
  useSendForms,
} from './queries';
import { usePickableForms } from './responses/queries';

/** Forms as assets sent to contacts: what the shared list, dialogs and profile section say. */
export const formAsset: AssetKind = {
  type: 'forms',
  one: 'form',
  many: 'forms',
  icon: <IconForms size={24} />,
  keys: formKeys.all,
  editPath: (id) => buildPath('FormEdit', { form: id }),
  title: renameFormBody.shape.title,
  titleMax: formTitleMax,
  deleteText: (title) => `The form ${title} will be deleted with its questions and responses.`,
  sendText: 'They find it on their profile with their own link, so each response is theirs.',
  restrictText: 'It leaves their profile; what they already submitted stays.',
  takeBackText: (title) => `${title} will be taken back from this contact. Their responses stay.`,
  pickableMax: formListAllMax,
  useDuplicate: () => assetWrite(useDuplicateForm(), (id: number) => id),
  useDelete: () => assetWrite(useDeleteForm(), (id: number) => id),
  useRename: () => assetWrite(useRenameForm(), renamedBy('form_id')),
  useSend: () => assetWrite(useSendForms(), contactsBy('form_ids')),
  useRestrict: () => assetWrite(useRestrictForms(), contactsBy('form_ids')),
  usePickable: usePickableForms,
};
