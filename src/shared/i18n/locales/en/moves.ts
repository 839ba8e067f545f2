import type { DeepStringRecord } from '../../deep-string-record';
import type { ruMoves } from '../ru/moves';

export const enMoves: DeepStringRecord<typeof ruMoves> = {
  master: {
    title: 'Where to move?',
    hint_one: 'Choose the directory to move {{count}} item to.',
    hint_other: 'Choose the directory to move {{count}} items to.',
    tree: 'Target directory',
    cancel: 'Cancel',
    move: 'Move',
  },
  confirm: {
    message_one: 'Move {{count}} item to “{{target}}”?',
    message_other: 'Move {{count}} items to “{{target}}”?',
    ok: 'Move',
  },
  conflict: {
    title: 'Move failed',
    message_one: 'Could not move {{count}} item from “{{source}}” to “{{target}}”.',
    message_other: 'Could not move {{count}} items from “{{source}}” to “{{target}}”.',
    messageToTarget_one: 'Could not move {{count}} item to “{{target}}”.',
    messageToTarget_other: 'Could not move {{count}} items to “{{target}}”.',
    clashes_one: 'The target directory already has {{count}} item with the same name:',
    clashes_other: 'The target directory already has {{count}} items with the same names:',
    clashesUnknown: 'The target directory already has items with the same names.',
    renameAndMove: 'Rename and move',
    skipAll: 'Skip all',
  },
};
