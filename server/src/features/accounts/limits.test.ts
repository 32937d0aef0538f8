import { describe, expect, it } from 'vitest';
import { fileStorageMessages } from './limits';

describe('the file storage message', () => {
  it('names the file, the used and the limit in the units people read', () => {
    const mb = 1024 * 1024;
    expect(fileStorageMessages.limit(12.5 * mb, 1_073_000_000, 1024 * mb)).toBe(
      "This file (12.5 MB) does not fit in your plan's file storage: 1,023 MB of 1 GB used. Delete files you no longer need or upgrade your plan.",
    );
    expect(fileStorageMessages.limit(1, 0, 300 * 1024)).toContain('This file (1 byte)');
    expect(fileStorageMessages.limit(600, 250 * 1024 * mb, 500 * 1024 * mb)).toContain(
      "(600 bytes) does not fit in your plan's file storage: 250 GB of 500 GB used.",
    );
  });
});
