import { describe, expect, it } from 'vitest';
import { listKeyCommand, type KeyInput } from './explorer-keys.utils';

function key(name: string, modifiers: Partial<KeyInput> = {}): KeyInput {
  return { key: name, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers };
}

describe('listKeyCommand', () => {
  it('moves the active row and selects it, staying within the list', () => {
    expect(listKeyCommand(key('ArrowDown'), 2, 5, 10)).toEqual({ type: 'move', index: 3, select: 'only' });
    expect(listKeyCommand(key('ArrowDown'), 4, 5, 10)).toEqual({ type: 'move', index: 4, select: 'only' });
    expect(listKeyCommand(key('ArrowUp'), -1, 5, 10)).toEqual({ type: 'move', index: 0, select: 'only' });
    expect(listKeyCommand(key('End'), 0, 5, 10)).toEqual({ type: 'move', index: 4, select: 'only' });
    expect(listKeyCommand(key('PageDown'), 1, 50, 10)).toEqual({ type: 'move', index: 11, select: 'only' });
    expect(listKeyCommand(key('ArrowDown'), -1, 0, 10)).toBeNull();
  });

  it('extends with Shift and moves without selecting with Ctrl', () => {
    expect(listKeyCommand(key('ArrowDown', { shiftKey: true }), 1, 5, 10)).toMatchObject({ select: 'range' });
    expect(listKeyCommand(key('Home', { ctrlKey: true }), 3, 5, 10)).toMatchObject({ index: 0, select: 'none' });
  });

  it('toggles, opens, opens the menu, selects all, clears and deletes', () => {
    expect(listKeyCommand(key(' '), 1, 5, 10)).toEqual({ type: 'toggle' });
    expect(listKeyCommand(key(' '), -1, 5, 10)).toBeNull();
    expect(listKeyCommand(key('Enter'), 1, 5, 10)).toEqual({ type: 'open', newTab: false });
    expect(listKeyCommand(key('Enter', { ctrlKey: true }), 1, 5, 10)).toEqual({ type: 'open', newTab: true });
    expect(listKeyCommand(key('F10', { shiftKey: true }), 1, 5, 10)).toEqual({ type: 'menu' });
    expect(listKeyCommand(key('F10'), 1, 5, 10)).toBeNull();
    expect(listKeyCommand(key('ContextMenu'), 1, 5, 10)).toEqual({ type: 'menu' });
    expect(listKeyCommand(key('a', { metaKey: true }), 1, 5, 10)).toEqual({ type: 'selectAll' });
    expect(listKeyCommand(key('a'), 1, 5, 10)).toBeNull();
    expect(listKeyCommand(key('Escape'), 1, 5, 10)).toEqual({ type: 'clear' });
    expect(listKeyCommand(key('Delete'), 1, 5, 10)).toEqual({ type: 'delete' });
  });
});
