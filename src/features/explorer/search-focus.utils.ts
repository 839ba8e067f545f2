export interface TypedKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** Elements whose typing belongs to them: fields, editable content, and anything inside an open dialog. */
export function typesIntoItself(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]') !== null
  );
}

/**
 * Whether a key pressed anywhere on the page should go to the explorer's search box (explorer.md §2: typing anywhere
 * focuses it): a printable character other than space (space selects in the list), without Ctrl, Cmd or Alt, not
 * typed into a field or a dialog.
 */
export function shouldFocusSearch(event: TypedKey, target: EventTarget | null): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return false;
  // Named keys (ArrowDown, F2, Enter…) are words; a character is one code point.
  if (Array.from(event.key).length !== 1 || event.key === ' ') return false;
  return !typesIntoItself(target);
}
