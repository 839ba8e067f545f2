import { describe, expect, it } from 'vitest';
import {
  documentLoadedReplies,
  editorEvent,
  isFromEditorFrame,
  parseFrameMessage,
  saveMessage,
  saveOutcome,
} from './frame-messages.utils';

const ORIGIN = 'https://office.sevkvartal.ru';
const frame = { name: 'the frame window' };

describe('isFromEditorFrame', () => {
  it("accepts the editor frame's messages from the editor's origin", () => {
    expect(isFromEditorFrame({ origin: ORIGIN, source: frame }, ORIGIN, frame)).toBe(true);
    expect(isFromEditorFrame({ origin: ORIGIN, source: frame }, `${ORIGIN}/`, frame)).toBe(true);
    expect(isFromEditorFrame({ origin: 'https://OFFICE.sevkvartal.ru', source: frame }, ORIGIN, frame)).toBe(true);
  });

  it('ignores another origin, another window, and a frame not there yet', () => {
    expect(isFromEditorFrame({ origin: 'https://evil.example', source: frame }, ORIGIN, frame)).toBe(false);
    expect(isFromEditorFrame({ origin: 'https://office.sevkvartal.ru:8443', source: frame }, ORIGIN, frame)).toBe(
      false,
    );
    expect(isFromEditorFrame({ origin: 'http://office.sevkvartal.ru', source: frame }, ORIGIN, frame)).toBe(false);
    expect(isFromEditorFrame({ origin: ORIGIN, source: { name: 'another' } }, ORIGIN, frame)).toBe(false);
    expect(isFromEditorFrame({ origin: ORIGIN, source: null }, ORIGIN, null)).toBe(false);
    expect(isFromEditorFrame({ origin: 'null', source: frame }, 'null', frame)).toBe(false);
    expect(isFromEditorFrame({ origin: ORIGIN, source: frame }, 'not an address', frame)).toBe(false);
  });
});

describe('parseFrameMessage', () => {
  it('reads the JSON strings the editor posts', () => {
    expect(
      parseFrameMessage(
        JSON.stringify({ MessageId: 'App_LoadingStatus', SendTime: 17, Values: { Status: 'Document_Loaded' } }),
      ),
    ).toEqual({ MessageId: 'App_LoadingStatus', SendTime: 17, Values: { Status: 'Document_Loaded' } });
    expect(parseFrameMessage({ MessageId: 'UI_Save' })).toEqual({ MessageId: 'UI_Save' });
  });

  it('drops what is not a message', () => {
    for (const data of ['not json', '{"MessageId":', '42', 'null', '[]', '{"Values":{}}', { MessageId: 7 }, null, 3]) {
      expect(parseFrameMessage(data), JSON.stringify(data)).toBeUndefined();
    }
    expect(parseFrameMessage('{"MessageId":"UI_Save","Values":"x","SendTime":"y"}')).toEqual({ MessageId: 'UI_Save' });
  });
});

describe('editorEvent', () => {
  it('knows the document loaded', () => {
    expect(editorEvent({ MessageId: 'App_LoadingStatus', Values: { Status: 'Document_Loaded' } }, false)).toEqual({
      kind: 'loaded',
    });
    expect(editorEvent({ MessageId: 'App_LoadingStatus', Values: { Status: 'Frame_Ready' } }, true)).toBeUndefined();
  });

  it('takes a save of the user in an edit session only', () => {
    expect(editorEvent({ MessageId: 'UI_Save' }, true)).toEqual({ kind: 'saveRequested' });
    expect(editorEvent({ MessageId: 'UI_Save' }, false)).toBeUndefined();
  });

  it("reads the editor's answer to a save", () => {
    expect(editorEvent({ MessageId: 'Action_Save_Resp', Values: { success: true } }, true)).toEqual({
      kind: 'saveAnswered',
      success: true,
    });
    expect(editorEvent({ MessageId: 'Action_Save_Resp', Values: { success: 'true' } }, true)).toEqual({
      kind: 'saveAnswered',
      success: false,
    });
    expect(editorEvent({ MessageId: 'Action_Save_Resp' }, true)).toEqual({ kind: 'saveAnswered', success: false });
  });

  it('has nothing to do with the other messages', () => {
    expect(editorEvent({ MessageId: 'UI_Close' }, true)).toBeUndefined();
    expect(editorEvent({ MessageId: 'Doc_ModifiedStatus', Values: { Modified: true } }, true)).toBeUndefined();
  });
});

describe('documentLoadedReplies', () => {
  it('says the host is ready, and in an edit session takes the saving over', () => {
    expect(documentLoadedReplies(false, 5)).toEqual([{ MessageId: 'Host_PostmessageReady', SendTime: 5 }]);
    expect(documentLoadedReplies(true, 5)).toEqual([
      { MessageId: 'Host_PostmessageReady', SendTime: 5 },
      { MessageId: 'Disable_Default_UIAction', SendTime: 5, Values: { action: 'UI_Save', disable: true } },
    ]);
  });
});

describe('saveMessage', () => {
  it('saves without ending the editing, even unmodified, and asks for the answer', () => {
    expect(saveMessage(9)).toEqual({
      MessageId: 'Action_Save',
      SendTime: 9,
      Values: { DontTerminateEdit: true, DontSaveIfUnmodified: false, Notify: true },
    });
  });
});

describe('saveOutcome', () => {
  it('publishes after a successful save only when the user chose to', () => {
    expect(saveOutcome({ publish: true }, true)).toBe('publish');
    expect(saveOutcome({ publish: false }, true)).toBe('saved');
  });

  it('says a failed save failed, and leaves answers to no save of the host alone', () => {
    expect(saveOutcome({ publish: true }, false)).toBe('failed');
    expect(saveOutcome({ publish: false }, false)).toBe('failed');
    expect(saveOutcome(undefined, true)).toBe('ignored');
  });
});
