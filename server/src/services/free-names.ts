import { directoryNameKey } from '../mappers/directory.mapper';
import { documentNameKey, splitFileName } from '../mappers/document.mapper';

/** Documents keep their extension after the number («Отчёт (1).pdf»); directories take it at the end. */
export type NameKind = 'document' | 'directory';

/** Names stay shorter than 255 characters (explorer.md §9), counted in code points as everywhere on the server. */
const MAX_NAME_LENGTH = 254;

const fold = (name: string, kind: NameKind) => (kind === 'document' ? documentNameKey(name) : directoryNameKey(name));
const codePoints = (text: string) => Array.from(text);

/**
 * The name with « (n)» added as a desktop file manager adds it: before a document's extension, at the end of a
 * directory's name. The part before the number is shortened when the whole would reach 255 characters.
 */
export function numberedName(name: string, number: number, kind: NameKind): string {
  const suffix = ` (${String(number)})`;
  const split = kind === 'document' ? splitFileName(name) : { name, extension: '' };
  // An extension too long to keep a stem beside it is treated as part of the name.
  const { name: stem, extension } =
    codePoints(split.extension).length + suffix.length < MAX_NAME_LENGTH ? split : { name, extension: '' };
  const room = MAX_NAME_LENGTH - suffix.length - codePoints(extension).length;
  return `${codePoints(stem).slice(0, room).join('').trimEnd()}${suffix}${extension}`;
}

/**
 * The name itself when its folded form is not in `taken`, else the first numbered name that is free; the name chosen
 * is added to `taken`, so that names claimed one after another never clash with each other.
 */
export function claimFreeName(name: string, kind: NameKind, taken: Set<string>): string {
  let candidate = name;
  for (let number = 1; taken.has(fold(candidate, kind)); number += 1) candidate = numberedName(name, number, kind);
  taken.add(fold(candidate, kind));
  return candidate;
}

/** Where items entering a directory stand: which of them clash there, and the name each gets with renaming. */
export interface NamePlan {
  /** The items' names that are already taken in the directory, in the items' order. */
  clashes: string[];
  /** The name of each item in the directory when clashing ones are renamed, in the items' order. */
  names: string[];
}

/**
 * Plans the names of items entering a directory whose folded names are `taken`. Items whose names are free keep them
 * and are counted first, so that a renamed item never takes the name another item brings along: moving «Отчёт.pdf»
 * and «Отчёт (1).pdf» where «Отчёт.pdf» exists renames the first to «Отчёт (2).pdf».
 */
export function planNames(names: readonly string[], kind: NameKind, taken: ReadonlySet<string>): NamePlan {
  const claimed = new Set(taken);
  const keeps = names.map((name) => {
    const key = fold(name, kind);
    if (claimed.has(key)) return false;
    claimed.add(key);
    return true;
  });
  return {
    clashes: names.filter((_name, index) => !keeps[index]),
    names: names.map((name, index) => (keeps[index] ? name : claimFreeName(name, kind, claimed))),
  };
}
