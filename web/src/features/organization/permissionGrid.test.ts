import { describe, expect, it } from 'vitest';
import { areaLabel, grantsOf, toggleGrant, viewImplied } from './permissionGrid';

describe('the permission matrix', () => {
  it('grants view with any other action, and keeps it while one is left', () => {
    const one = toggleGrant({}, 'tags', 'update', true);
    expect(one).toEqual({ tags: { view: true, update: true } });
    expect(viewImplied(one, 'tags')).toBe(true);
    const none = toggleGrant(one, 'tags', 'update', false);
    expect(none).toEqual({ tags: { view: true } });
    expect(viewImplied(none, 'tags')).toBe(false);
  });

  it('takes the whole area away with its view', () => {
    const grants = { tags: { view: true, delete: true }, groups: { view: true } };
    expect(toggleGrant(grants, 'tags', 'view', false)).toEqual({ groups: { view: true } });
    expect(toggleGrant(grants, 'groups', 'view', false)).toEqual({
      tags: { view: true, delete: true },
    });
  });

  it('reads the granted flags of a full map and names areas', () => {
    expect(
      grantsOf({
        tags: { view: true, create: false },
        groups: { view: false },
        bogus: { view: true },
      }),
    ).toEqual({ tags: { view: true } });
    expect(areaLabel('contacts-center')).toBe('Contacts center');
  });
});
