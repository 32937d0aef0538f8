import type { FileClass } from '@coachline/contract/files';
import {
  IconFile,
  IconFileMusic,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconMovie,
  IconPhoto,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

// 000 §3's file classes as the list shows and filters them.

export const fileClassLabels: Record<FileClass, string> = {
  image: 'Images',
  video: 'Videos',
  audio: 'Audio',
  doc: 'Documents',
  sheet: 'Spreadsheets',
  pdf: 'PDF',
  zip: 'Zip',
  other: 'Other',
};

export const fileClassIcons: Record<FileClass, ComponentType<{ size?: number }>> = {
  image: IconPhoto,
  video: IconMovie,
  audio: IconFileMusic,
  doc: IconFileText,
  sheet: IconFileSpreadsheet,
  pdf: IconFileTypePdf,
  zip: IconFileZip,
  other: IconFile,
};

/** A size as people read it: 2.4 MB. */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${value.toFixed(1)} ${units[unit]}`;
}
