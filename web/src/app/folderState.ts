import { type AssetType, assetType, folderCrumb } from '@coachline/contract/folders';
import { type RouteMeta, shouldClearFolderState } from '@coachline/contract/routes';
import { z } from 'zod';
import { create } from 'zustand';
import { readJson, storageKeys, write } from './storage';

// 000 §4.4, 001 §3, 002 §3: each asset type's folder list remembers where it was (the folder,
// the archived flag, the breadcrumb) in browser storage; moving to another folder module
// clears what was remembered. FolderBrowser reads and writes it here.

export const folderPlace = z.object({
  folderId: z.number().int().nullable(),
  isArchived: z.boolean(),
  breadcrumb: z.array(folderCrumb),
});
export type FolderPlace = z.infer<typeof folderPlace>;
export const topPlace: FolderPlace = { folderId: null, isArchived: false, breadcrumb: [] };

const saved = z.object({
  lastModule: z.string().nullable(),
  places: z.partialRecord(assetType, folderPlace),
});
type FolderState = z.infer<typeof saved>;

function load(): FolderState {
  const parsed = saved.safeParse(readJson(storageKeys.folderState));
  return parsed.success ? parsed.data : { lastModule: null, places: {} };
}

export const useFolderState = create<FolderState>()(load);
useFolderState.subscribe((state) => write(storageKeys.folderState, state));

export function trackFolderModule(route: RouteMeta | null): void {
  const { lastModule } = useFolderState.getState();
  if (shouldClearFolderState(lastModule, route)) useFolderState.setState({ places: {} });
  if (route?.folderModule && route.folderModule !== lastModule) {
    useFolderState.setState({ lastModule: route.folderModule });
  }
}

/** Where an asset type's folder list is, and how to move it. */
export function useFolderPlace(type: AssetType): [FolderPlace, (place: FolderPlace) => void] {
  const place = useFolderState((s) => s.places[type]) ?? topPlace;
  const setPlace = (next: FolderPlace) =>
    useFolderState.setState((s) => ({ places: { ...s.places, [type]: next } }));
  return [place, setPlace];
}
