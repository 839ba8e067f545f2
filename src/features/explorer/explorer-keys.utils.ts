/** What a key pressed in the explorer list does (WAI-ARIA listbox with multiple selection, plus file-manager keys). */
export type ListKeyCommand =
  | { type: 'move'; index: number; select: 'only' | 'range' | 'none' }
  | { type: 'toggle' }
  | { type: 'open'; newTab: boolean }
  | { type: 'menu' }
  | { type: 'selectAll' }
  | { type: 'clear' }
  | { type: 'delete' };

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Maps a key to a command, given the active row and the number of rows; null leaves the key to the browser.
 * Arrows, Home, End and PageUp/PageDown move the active row and select it (Shift extends from the anchor, Ctrl moves
 * without selecting); Space toggles; Enter opens (Ctrl+Enter in a new tab); the context-menu key or Shift+F10 opens
 * the menu; Ctrl+A selects all; Escape clears; Delete deletes.
 */
export function listKeyCommand(
  input: KeyInput,
  active: number,
  count: number,
  pageSize: number,
): ListKeyCommand | null {
  const ctrl = input.ctrlKey || input.metaKey;
  const select = input.shiftKey ? 'range' : ctrl ? 'none' : 'only';
  const last = count - 1;
  const move = (index: number): ListKeyCommand | null =>
    count === 0 ? null : { type: 'move', index: Math.max(0, Math.min(last, index)), select };
  switch (input.key) {
    case 'ArrowDown':
      return move(active < 0 ? 0 : active + 1);
    case 'ArrowUp':
      return move(active < 0 ? 0 : active - 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(last);
    case 'PageDown':
      return move(Math.max(active, 0) + pageSize);
    case 'PageUp':
      return move(Math.max(active, 0) - pageSize);
    case ' ':
      return active < 0 ? null : { type: 'toggle' };
    case 'Enter':
      return active < 0 ? null : { type: 'open', newTab: ctrl };
    case 'ContextMenu':
      return { type: 'menu' };
    case 'F10':
      return input.shiftKey ? { type: 'menu' } : null;
    case 'a':
    case 'A':
      return ctrl && !input.altKey ? { type: 'selectAll' } : null;
    case 'Escape':
      return { type: 'clear' };
    case 'Delete':
      return { type: 'delete' };
    default:
      return null;
  }
}
