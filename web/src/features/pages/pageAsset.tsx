import { pageListAllMax, pageTitleMax, renamePageBody } from '@coachline/contract/pages';
import { buildPath } from '@coachline/contract/routes';
import { IconFileText } from '@tabler/icons-react';
import { type AssetKind, assetWrite, contactsBy, renamedBy } from '../assets/assetKind';
import { pageKeys } from './keys';
import {
  useDeletePage,
  useDuplicatePage,
  usePickablePages,
  useRenamePage,
  useRestrictPages,
  useSendPages,
} from './queries';

/** Pages as assets sent to contacts: what the shared list, dialogs and profile section say. */
export const pageAsset: AssetKind = {
  type: 'pages',
  one: 'page',
  many: 'pages',
  icon: <IconFileText size={24} />,
  keys: pageKeys.all,
  editPath: (id) => buildPath('PageEdit', { page: id }),
  title: renamePageBody.shape.title,
  titleMax: pageTitleMax,
  deleteText: (title) => `The page ${title} will be deleted with its downloads.`,
  sendText: 'It shows on their profile, and in their client portal unless you switch it off there.',
  restrictText: 'It leaves their profile and their client portal.',
  takeBackText: (title) => `${title} will be taken back from this contact.`,
  pickableMax: pageListAllMax,
  useDuplicate: () => assetWrite(useDuplicatePage(), (id: number) => id),
  useDelete: () => assetWrite(useDeletePage(), (id: number) => id),
  useRename: () => assetWrite(useRenamePage(), renamedBy('page_id')),
  useSend: () => assetWrite(useSendPages(), contactsBy('page_ids')),
  useRestrict: () => assetWrite(useRestrictPages(), contactsBy('page_ids')),
  usePickable: usePickablePages,
};
