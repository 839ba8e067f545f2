import { validationFailed } from '../problem';

/**
 * The one rule every name of the product follows, whatever it names (directories, documents, uploaded files and the
 * steps of folder paths, structure entities, shared zips): characters that cannot be seen, or that change how the
 * text around them is shown, are refused rather than stored. A right-to-left override (U+202E) before «fdp.exe» shows
 * the name of a program as one ending in «exe.pdf», a zero-width space makes two names that look the same differ, and
 * control characters break listings, headers and the entries of zips. Each kind below gets its own message, so that
 * the field error says why; all share the FieldError rule `controlCharacters`, the one clients translate (they are
 * all control or format characters, or no characters at all).
 */
const RULE = 'controlCharacters';

const FORBIDDEN: readonly { pattern: RegExp; message: string }[] = [
  // C0 and C1 controls, DEL included (tabs and line breaks too: a name is one line).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  { pattern: /[\u0000-\u001f\u007f-\u009f]/u, message: 'must not contain control characters' },
  // Bidirectional controls: the Arabic letter mark, LRM and RLM, the embeddings and overrides (U+202A–U+202E) and the
  // isolates (U+2066–U+2069).
  {
    pattern: /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u,
    message: 'must not contain bidirectional control characters',
  },
  // Zero-width characters: space, non-joiner, joiner, word joiner, the invisible operators and the byte-order mark.
  { pattern: /[\u200b-\u200d\u2060-\u2064\ufeff]/u, message: 'must not contain zero-width characters' },
  // Half of a UTF-16 pair alone (a JSON escape can carry one) is no character at all, and no file system stores it.
  { pattern: /\p{Cs}/u, message: 'must not contain lone surrogates (text that is not valid Unicode)' },
];

/** Why a name may not be used because of the characters it holds, or null when they are all allowed. */
export function forbiddenCharacterFault(name: string): { message: string; rule: string } | null {
  const found = FORBIDDEN.find(({ pattern }) => pattern.test(name));
  return found ? { message: found.message, rule: RULE } : null;
}

/**
 * A name as it is stored: checked for the characters of the rule (anywhere, before trimming, so that a tab or a
 * byte-order mark at an end is refused as one inside would be), then composed (NFC: «й» typed as «и» and a combining
 * breve and «й» typed as one character are one name) and trimmed. Throws 400 ValidationFailed naming the field. Each
 * kind of name adds its own rules (length, path separators, dots) on what this returns.
 */
export function storedName(raw: string, field: string, detail = 'The name is not valid.'): string {
  const fault = forbiddenCharacterFault(raw);
  if (fault !== null) throw validationFailed(detail, [{ field, ...fault }]);
  return raw.normalize('NFC').trim();
}
