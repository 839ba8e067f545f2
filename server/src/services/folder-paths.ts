import { validationFailed } from '../problem';
import { maxPathLimit, reachesPathLimit, uploadedFileName } from './document-names';
import { directoryName } from './directory-name';

/** One file of an uploaded folder: the directories it lies in below the folder's directory, and its name. */
export interface FolderEntry {
  directories: string[];
  fileName: string;
}

/** A drive letter (`C:`) starts an absolute Windows path. */
const DRIVE = /^[A-Za-z]:/;

/** The folder's name: 255 characters or more is MaxPathLimit (explorer.md §5), else the rules of directory names. */
export function folderName(raw: string): string {
  if (reachesPathLimit(raw.normalize('NFC').trim())) throw maxPathLimit();
  return directoryName(raw);
}

/**
 * Where a file of the folder goes, from its relative path (the contract's `relativePaths`: '/'-separated, inside the
 * folder). The path is measured as the app measures it, from the target with the folder's name in front
 * ('Проект/Разделы/АР-01.pdf'): 255 characters or more is MaxPathLimit. Anything that could leave the folder — an
 * absolute path, a drive, a backslash, an empty, '.' or '..' step — is refused with ValidationFailed; the steps are
 * then directory names and the last one a file name, under the same rules as everywhere else.
 */
export function folderEntry(folder: string, raw: string, index: number): FolderEntry {
  const field = `body.relativePaths.${String(index)}`;
  if (reachesPathLimit(`${folder}/${raw}`)) throw maxPathLimit();
  const refuse = (message: string) => validationFailed('The relative path is not valid.', [{ field, message }]);
  if (raw.startsWith('/') || DRIVE.test(raw) || raw.includes('\\'))
    throw refuse('must be a path inside the folder, separated by /');
  const steps = raw.split('/');
  if (steps.some((step) => step === '' || step === '.' || step === '..'))
    throw refuse('must not hold empty, . or .. steps');
  const fileName = uploadedFileName(steps.pop() ?? '', field);
  return { directories: steps.map((step) => directoryName(step, field)), fileName };
}
