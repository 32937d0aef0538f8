// server/src/platform/asset-copy.ts — what an area's deep copy of one asset into another account
// needs (sharing between locations, 001 §7 Asset sharing; 002 §7 Sharing).

/** One asset copied from one account into another: a deep copy, never a reference. */
export type AssetCopy = {
  fromAccountId: number;
  toAccountId: number;
  /** The user importing it, who owns what the copy creates. */
  userId: number;
  /**
   * Copies one stored file of the source account (its storage key, or its public URL as
   * written in content) into the target account, inside its quota, and answers the copy's
   * key or URL in the same form. Callers map every file and image URL of the asset with it.
   */
  copyFile: (keyOrUrl: string) => Promise<string>;
};
