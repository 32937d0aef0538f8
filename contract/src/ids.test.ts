import { describe, expect, it } from 'vitest';
import { exportQuery } from './contact-import';
import { contactFilter, contactSelection } from './contacts';
import { contactDbId, contactIdText, dbId, dbIdText, maxDbId } from './ids';
import { tagEditBody } from './tags';

describe('row ids', () => {
  it('keeps int4 ids within the column', () => {
    expect(dbId.safeParse(maxDbId).success).toBe(true);
    expect(dbId.safeParse(maxDbId + 1).success).toBe(false);
    expect(dbId.safeParse(0).success).toBe(false);
    expect(dbIdText.parse('42')).toBe(42);
    expect(dbIdText.safeParse(String(maxDbId + 1)).success).toBe(false);
    expect(dbIdText.safeParse('abc').success).toBe(false);
  });

  it('lets contact ids (bigint) go up to the largest exact number', () => {
    expect(contactDbId.parse(maxDbId + 1)).toBe(maxDbId + 1);
    expect(contactDbId.safeParse(Number.MAX_SAFE_INTEGER + 1).success).toBe(false);
    expect(contactIdText.parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(contactIdText.safeParse('9007199254740993').success).toBe(false);
  });

  it('checks the ids of bodies and id lists', () => {
    expect(tagEditBody.safeParse({ id: maxDbId + 1, name: 'T' }).success).toBe(false);
    expect(contactSelection.safeParse({ ids: [maxDbId + 1] }).success).toBe(true);
    expect(contactSelection.safeParse({ ids: [Number.MAX_SAFE_INTEGER + 1] }).success).toBe(false);
    expect(contactFilter.parse({ tags: '3, 5,' }).tags).toEqual([3, 5]);
    expect(contactFilter.safeParse({ tags: `3,${maxDbId + 1}` }).success).toBe(false);
    expect(contactFilter.safeParse({ tags: '3,x' }).success).toBe(false);
    expect(exportQuery.parse({ ids: `${maxDbId + 1}` }).ids).toEqual([maxDbId + 1]);
  });
});
