import {
  type PermissionAction,
  type PermissionArea,
  permissionActions,
  permissionAreas,
} from '@coachline/contract/permissions';

// The permission matrix of the user drawer as data: areas × actions of 000 §6, where any
// action on an area implies viewing it (the server keeps view wherever another action is).

export type Grants = Partial<Record<PermissionArea, Partial<Record<PermissionAction, boolean>>>>;

/** The area's name as the matrix shows it: "contacts-center" → "Contacts center". */
export const areaLabel = (area: PermissionArea): string => {
  const words = area.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const isGranted = (grants: Grants, area: PermissionArea, action: PermissionAction) =>
  grants[area]?.[action] === true;

/** View is implied (checked, locked) while any other action of the area is granted. */
export const viewImplied = (grants: Grants, area: PermissionArea) =>
  permissionActions.some((action) => action !== 'view' && isGranted(grants, area, action));

/** Grants or takes one action; granting an action grants view, an area without view has none. */
export function toggleGrant(
  grants: Grants,
  area: PermissionArea,
  action: PermissionAction,
  on: boolean,
): Grants {
  const current = { ...grants[area], [action]: on };
  if (on && action !== 'view') current.view = true;
  const kept = permissionActions.filter((a) => current[a] === true);
  const next = { ...grants };
  if (kept.length === 0 || (action === 'view' && !on)) delete next[area];
  else next[area] = Object.fromEntries(kept.map((a) => [a, true]));
  return next;
}

/** Only the granted flags of a full area → action map (the server's answer for a user). */
export function grantsOf(map: Record<string, Record<string, boolean>>): Grants {
  const grants: Grants = {};
  for (const area of permissionAreas) {
    const kept = permissionActions.filter((action) => map[area]?.[action] === true);
    if (kept.length > 0) grants[area] = Object.fromEntries(kept.map((a) => [a, true]));
  }
  return grants;
}
