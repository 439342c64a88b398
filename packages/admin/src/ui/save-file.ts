import type { DownloadedFile } from '@freight/core';

/** How long a saved file's object URL lives. */
const REVOKE_AFTER_MS = 30_000;

/**
 * Hands a downloaded file to the browser's "save" under `file.filename` (the server's
 * `Content-Disposition`), or `fallbackName` when the server named none.
 */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download reads the object URL after the click returns: free it well after it started.
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
