// The kinds of asset one location shares with others (001 §7 Asset sharing), apart from the
// calls' schemas so the route table can name their areas without loading those.

/**
 * The kinds of asset that can be shared, by the asset type folders use, with the permission
 * area that owns them, the path segment of `{type}/update-thumbnail` and the list page where a
 * share link is imported. Adding a kind is one entry here and one in the server's registry.
 */
export const shareableKinds = {
  forms: { area: 'forms', segment: 'form', label: 'form', route: 'FormIndex' },
  pages: { area: 'pages', segment: 'page', label: 'page', route: 'PageIndex' },
  playbooks: { area: 'playbooks', segment: 'playbook', label: 'playbook', route: 'PlaybookIndex' },
} as const;
export type ShareableType = keyof typeof shareableKinds;
export const shareableTypes = Object.keys(shareableKinds) as [ShareableType, ...ShareableType[]];

/** The areas of every shareable kind: a call on shares in general needs one of them. */
export const shareableAreas = shareableTypes.map((type) => shareableKinds[type].area);
