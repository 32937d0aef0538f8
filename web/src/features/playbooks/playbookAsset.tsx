import {
  playbookListAllMax,
  playbookTitleMax,
  renamePlaybookBody,
} from '@coachline/contract/playbooks';
import { buildPath } from '@coachline/contract/routes';
import { IconBook2 } from '@tabler/icons-react';
import { type AssetKind, assetWrite, contactsBy, renamedBy } from '../assets/assetKind';
import { playbookKeys } from './keys';
import {
  useDeletePlaybook,
  useDuplicatePlaybook,
  usePickablePlaybooks,
  useRenamePlaybook,
  useRestrictPlaybooks,
  useSendPlaybooks,
} from './queries';

/** Playbooks as assets sent to contacts: what the shared list, dialogs and profile section say. */
export const playbookAsset: AssetKind = {
  type: 'playbooks',
  one: 'playbook',
  many: 'playbooks',
  icon: <IconBook2 size={24} />,
  keys: playbookKeys.all,
  editPath: (id) => buildPath('PlaybookEdit', { playbook: id }),
  title: renamePlaybookBody.shape.title,
  titleMax: playbookTitleMax,
  deleteText: (title) =>
    `The playbook ${title} will be deleted with its steps, analytics and questions.`,
  sendText: 'It shows on their profile and, once the client portal is on, in their portal.',
  restrictText: 'It leaves their profile, with their progress in it.',
  takeBackText: (title) =>
    `${title} will be taken back from this contact, with their progress in it.`,
  pickableMax: playbookListAllMax,
  useDuplicate: () => assetWrite(useDuplicatePlaybook(), (id: number) => id),
  useDelete: () => assetWrite(useDeletePlaybook(), (id: number) => id),
  useRename: () => assetWrite(useRenamePlaybook(), renamedBy('playbook_id')),
  useSend: () => assetWrite(useSendPlaybooks(), contactsBy('playbook_ids')),
  useRestrict: () => assetWrite(useRestrictPlaybooks(), contactsBy('playbook_ids')),
  usePickable: usePickablePlaybooks,
};
