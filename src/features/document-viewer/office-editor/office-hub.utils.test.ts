import { describe, expect, it } from 'vitest';
import { hubErrorCode, isDraftVersionUpdated, isRefreshedOnDraftUpdate, sessionStartCall } from './office-hub.utils';

describe('sessionStartCall', () => {
  it('edits the draft based on the master version, the head when none is named', () => {
    expect(sessionStartCall('d1', -2, 1, true)).toEqual({ method: 'StartEditSession', args: ['d1', 1] });
    expect(sessionStartCall('d1', -2, 0, true)).toEqual({ method: 'StartEditSession', args: ['d1', 0] });
    expect(sessionStartCall('d1', -2, undefined, true)).toEqual({ method: 'StartEditSession', args: ['d1', -1] });
  });

  it('views any other version, and the draft for an account that may not write it', () => {
    expect(sessionStartCall('d1', 3, undefined, true)).toEqual({ method: 'StartViewSession', args: ['d1', 3] });
    expect(sessionStartCall('d1', 0, 2, false)).toEqual({ method: 'StartViewSession', args: ['d1', 0] });
    expect(sessionStartCall('d1', -2, 1, false)).toEqual({ method: 'StartViewSession', args: ['d1', -2] });
  });
});

describe('hubErrorCode', () => {
  it('finds the catalogue code in the messages SignalR wraps it in', () => {
    expect(hubErrorCode(new Error('Server returned an error on close: Connection closed with an error. SignIn'))).toBe(
      'SignIn',
    );
    expect(
      hubErrorCode(
        new Error(
          "An unexpected error occurred invoking 'StartEditSession' on the server. HubException: ForbiddenResourceFailed",
        ),
      ),
    ).toBe('ForbiddenResourceFailed');
    expect(hubErrorCode(new Error('DocumentAgreed'))).toBe('DocumentAgreed');
    expect(hubErrorCode('NotFound')).toBe('NotFound');
  });

  it('takes the last code when several words are codes', () => {
    expect(hubErrorCode(new Error('NotFound while doing it. HubException: DocumentDisabled.'))).toBe(
      'DocumentDisabled',
    );
  });

  it('keeps the Cyrillic С of DocumentCommentsNotСommented', () => {
    expect(hubErrorCode(new Error('HubException: DocumentCommentsNot\u0421ommented'))).toBe(
      'DocumentCommentsNot\u0421ommented',
    );
  });

  it('finds none in a transport failure or something that is no error', () => {
    expect(hubErrorCode(new Error('Server timeout elapsed without receiving a message from the server.'))).toBe(
      undefined,
    );
    expect(hubErrorCode(new Error('WebSocket closed with status code: 1006 ().'))).toBeUndefined();
    expect(hubErrorCode(undefined)).toBeUndefined();
    expect(hubErrorCode({ message: 'SignIn' })).toBeUndefined();
  });
});

describe('isDraftVersionUpdated', () => {
  it('accepts the event of the contract and nothing else', () => {
    expect(isDraftVersionUpdated({ documentId: 'd1', draftIndex: -2, updatedAt: '2026-11-22T09:41:00Z' })).toBe(true);
    expect(isDraftVersionUpdated({ documentId: 'd1', draftIndex: '-2', updatedAt: '2026-11-22T09:41:00Z' })).toBe(
      false,
    );
    expect(isDraftVersionUpdated(null)).toBe(false);
    expect(isDraftVersionUpdated('d1')).toBe(false);
  });
});

describe('isRefreshedOnDraftUpdate', () => {
  it('reloads the document, its versions, overviews and editing users', () => {
    for (const path of [
      '/documents/d1',
      '/documents/d1/sessions/editing/users',
      '/documents/d1/versions/-1/overview',
      '/documents/d1/versions/2/overview',
      '/documents/d1/versions/-2/pdf',
    ]) {
      expect(isRefreshedOnDraftUpdate([path], 'd1'), path).toBe(true);
    }
  });

  it('leaves other documents, the unchanging files and the office session alone', () => {
    for (const path of [
      '/documents/d10',
      '/documents/d2/versions/-1/overview',
      '/documents/d1/versions/2/pdf',
      '/documents/d1/versions/0/download',
      '/documents/d1/versions/-2/office-session',
      '/documents/d1/versions/3/office-session',
      '/directories/d1/fetch',
    ]) {
      expect(isRefreshedOnDraftUpdate([path], 'd1'), path).toBe(false);
    }
    expect(isRefreshedOnDraftUpdate([42], 'd1')).toBe(false);
  });
});
