import type { ShareableType } from '@coachline/contract/sharing';
import type { AssetCopy } from '../../platform/asset-copy';
import type { Deps } from '../../platform/deps';
import * as forms from '../forms/forms.service';
import * as pages from '../pages/pages.service';
import * as playbooks from '../playbooks/playbooks.service';

/**
 * What sharing needs of each kind of asset, from its area's service: the deep copy into another
 * account, and the title and image a share shows. A new kind is one entry here (and one in the
 * contract's `shareableKinds`).
 */
export type ShareableKind = {
  copyToAccount: (deps: Deps, id: number, copy: AssetCopy) => Promise<number | null>;
  describeForSharing: (
    deps: Deps,
    accountId: number,
    id: number,
  ) => Promise<{ title: string; thumbnail: string | null } | null>;
};

export const shareableKindsOf: Record<ShareableType, ShareableKind> = {
  forms: { copyToAccount: forms.copyToAccount, describeForSharing: forms.describeForSharing },
  pages: { copyToAccount: pages.copyToAccount, describeForSharing: pages.describeForSharing },
  playbooks: {
    copyToAccount: playbooks.copyToAccount,
    describeForSharing: playbooks.describeForSharing,
  },
};
