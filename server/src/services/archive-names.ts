import { splitFileName } from '../mappers/document.mapper';

/** What no file system takes in a name: path separators, the characters Windows reserves, control characters. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is to be replaced
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f/\\:*?"<>|]/g;
/** Device names Windows will not create a file under, whatever the extension. */
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A name every system unpacks as it is: unsafe characters become `_`, trailing dots and spaces go (Windows drops
 * them), a device name gets a leading `_`, and nothing or only dots becomes `_`. A name can never climb out of its
 * folder (no separator, no `..`).
 */
export function safeEntryName(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '_')
    .trim()
    .replace(/[. ]+$/, '');
  if (safe === '') return '_';
  return WINDOWS_DEVICES.test(safe) ? `_${safe}` : safe;
}

/**
 * The names taken in one folder of an archive. Compared case-insensitively, since Windows and macOS unpack «План.pdf»
 * and «план.PDF» onto one file; a taken name gets « (2)», « (3)»… before its extension.
 */
export class FolderNames {
  private readonly taken = new Set<string>();

  /** A free name for a file (numbered before the extension) or a folder (numbered at the end). */
  claim(name: string, kind: 'file' | 'folder'): string {
    const safe = safeEntryName(name);
    // The extension as written: splitFileName gives it in lower case.
    const extensionLength = kind === 'file' ? splitFileName(safe).extension.length : 0;
    const stem = safe.slice(0, safe.length - extensionLength);
    const extension = safe.slice(safe.length - extensionLength);
    let candidate = safe;
    for (let number = 2; this.taken.has(candidate.toLowerCase()); number += 1)
      candidate = `${stem} (${String(number)})${extension}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
