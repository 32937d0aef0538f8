import type { DownloadedFile } from '../api/client';

/** Hands a downloaded file (api.download) to the browser under its name. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
