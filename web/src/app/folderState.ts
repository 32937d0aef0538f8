import type { AssetType, FolderCrumb } from '@coachline/contract/folders';
import { type RouteMeta, shouldClearFolderState } from '@coachline/contract/routes';
import { create } from 'zustand';
import { readJson, storageKeys, write } from './storage';

// 000 §4.4, 001 §3, 002 §3: each asset type's folder list remembers where it was (the folder,
// the archived flag, the breadcrumb) in browser storage; moving to another folder module
// clears what was remembered. FolderBrowser reads and writes it here. The root loads this
// module, so it checks what storage holds by hand: zod would weigh on the sign-in page.

export type FolderPlace = {
  folderId: number | null;
  isArchived: boolean;
  breadcrumb: FolderCrumb[];
};
export const topPlace: FolderPlace = { folderId: null, isArchived: false, breadcrumb: [] };

type FolderState = {
  lastModule: string | null;
  places: Partial<Record<AssetType, FolderPlace>>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCrumb = (value: unknown): value is FolderCrumb =>
  isRecord(value) && Number.isInteger(value.id) && typeof value.title === 'string';

const isPlace = (value: unknown): value is FolderPlace =>
  isRecord(value) &&
  (value.folderId === null || Number.isInteger(value.folderId)) &&
  typeof value.isArchived === 'boolean' &&
  Array.isArray(value.breadcrumb) &&
  value.breadcrumb.every(isCrumb);

/** What storage holds, keeping the places that are well formed. */
function load(): FolderState {
  const stored = readJson(storageKeys.folderState);
  if (!isRecord(stored) || !isRecord(stored.places)) return { lastModule: null, places: {} };
  const places = Object.fromEntries(Object.entries(stored.places).filter(([, p]) => isPlace(p)));
  const lastModule = typeof stored.lastModule === 'string' ? stored.lastModule : null;
  return { lastModule, places };
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

/** Forgets every remembered folder: its ids belong to the account left (logout, a switch). */
export function forgetFolderPlaces(): void {
  useFolderState.setState({ lastModule: null, places: {} });
}

/** Where an asset type's folder list is, and how to move it. */
export function useFolderPlace(type: AssetType): [FolderPlace, (place: FolderPlace) => void] {
  const place = useFolderState((s) => s.places[type]) ?? topPlace;
  const setPlace = (next: FolderPlace) =>
    useFolderState.setState((s) => ({ places: { ...s.places, [type]: next } }));
  return [place, setPlace];
}
