/**
 * How long the object URL of a saved file lives: the browser may still be reading it after the click returns (slow
 * disks, a save dialog), so it is revoked later rather than at once.
 */
export const REVOKE_AFTER_MS = 10_000;

/** Saves a file the app has fetched (with its bearer token) under `fileName`: an object URL, a link click, a revoke. */
export function saveBlob(blob: Blob, fileName: string, revokeAfterMs: number = REVOKE_AFTER_MS): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, revokeAfterMs);
  }
}
