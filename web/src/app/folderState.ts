import { type RouteMeta, shouldClearFolderState } from '@coachline/contract/routes';
import { create } from 'zustand';

// 000 §4.4: folder routes remember the last module; moving to another module clears the
// saved folder state. Folder screens (playbooks, pages, forms, …) read and write it here.

type FolderState = {
  lastModule: string | null;
  isArchived: boolean;
  lastFolderBreadcrumb: { id: number; title: string }[];
  isAssetFolder: boolean;
  folderId: number | null;
  isPreviousFolder: boolean;
};

const cleared = {
  isArchived: false,
  lastFolderBreadcrumb: [],
  isAssetFolder: false,
  folderId: null,
  isPreviousFolder: false,
} satisfies Omit<FolderState, 'lastModule'>;

export const useFolderState = create<FolderState>()(() => ({ lastModule: null, ...cleared }));

export function trackFolderModule(route: RouteMeta | null): void {
  const { lastModule } = useFolderState.getState();
  if (shouldClearFolderState(lastModule, route)) useFolderState.setState(cleared);
  if (route?.folderModule && route.folderModule !== lastModule) {
    useFolderState.setState({ lastModule: route.folderModule });
  }
}
