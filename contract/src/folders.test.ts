import { describe, expect, it } from 'vitest';
import {
  addAssetsBody,
  assetTypes,
  createFolderBody,
  folderAssetAreas,
  folderTitleBody,
} from './folders';
import { messages } from './messages';
import { permissionAreas } from './permissions';
import { appRoutes } from './routes';

describe('folders', () => {
  it('keeps a title non-empty and shorter than 25 characters (000 §5.2)', () => {
    expect(folderTitleBody.safeParse({ title: '  ' }).success).toBe(false);
    expect(folderTitleBody.safeParse({ title: 'x'.repeat(25) }).success).toBe(false);
    expect(folderTitleBody.parse({ title: ` ${'x'.repeat(24)} ` }).title).toHaveLength(24);
  });

  it('asks for at least one asset, and takes 0 as the main folder', () => {
    const empty = addAssetsBody.safeParse({ asset_type: 'templates', assets_id: [], folder_id: 1 });
    expect(empty.error?.issues[0]?.message).toBe(messages.selectFilesForFolder);
    expect(
      addAssetsBody.safeParse({ asset_type: 'templates', assets_id: [1], folder_id: 0 }).success,
    ).toBe(true);
    expect(createFolderBody.safeParse({ asset_type: 'recipes', title: 'A' }).success).toBe(false);
  });

  it('guards every asset type by an area, and knows every folder module of the routes', () => {
    for (const type of assetTypes) expect(permissionAreas).toContain(folderAssetAreas[type]);
    const modules = appRoutes.flatMap((r) => (r.folderModule ? [r.folderModule] : []));
    for (const module of modules) expect(assetTypes).toContain(module);
  });
});
