import { describe, expect, it } from 'vitest';
import { HttpStatusError, NetworkError } from '../errors/app-error';
import { moveClashOf } from './move-conflict.utils';

const conflict = { count: 2, sourceName: 'АР', targetName: 'Фасады', names: ['План.pdf', 'Разрез.pdf'] };

describe('moveClashOf', () => {
  it('takes the conflict of a 417 MoveFilesFailed', () => {
    const error = new HttpStatusError(417, {
      type: 'urn:cde:problem:MoveFilesFailed',
      title: 'MoveFilesFailed',
      status: 417,
      moveConflict: conflict,
    });
    expect(moveClashOf(error)).toEqual({ conflict });
  });

  it('is a clash without details when the server sent none', () => {
    const error = new HttpStatusError(417, {
      type: 'urn:cde:problem:MoveFilesFailed',
      title: 'MoveFilesFailed',
      status: 417,
    });
    expect(moveClashOf(error)).toEqual({ conflict: undefined });
  });

  it('is no clash for another title, another status or another error', () => {
    expect(
      moveClashOf(
        new HttpStatusError(417, { type: 'urn:cde:problem:MovesFilesFailed', title: 'MovesFilesFailed', status: 417 }),
      ),
    ).toBeUndefined();
    expect(
      moveClashOf(
        new HttpStatusError(400, { type: 'urn:cde:problem:MoveFilesFailed', title: 'MoveFilesFailed', status: 400 }),
      ),
    ).toBeUndefined();
    expect(moveClashOf(new HttpStatusError(417))).toBeUndefined();
    expect(moveClashOf(new NetworkError())).toBeUndefined();
    expect(moveClashOf({ status: 417, title: 'MoveFilesFailed' })).toBeUndefined();
  });
});
