/**
 * The messages between the office screen and the editor's frame (platform.md §5, Collabora Online's PostMessage API):
 * JSON strings of `{ MessageId, SendTime, Values }` both ways.
 */
export interface FrameMessage {
  MessageId: string;
  SendTime?: number;
  Values?: Record<string, unknown>;
}

/** Where a message came from, as the `message` event says. */
export interface MessageSource {
  origin: string;
  source: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An address's origin (scheme, host and port); undefined when it is none. */
function originOf(address: string): string | undefined {
  try {
    const { origin } = new URL(address);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Only the editor's own frame is listened to: a message from the editor's origin (`collaboraOrigin`, compared as
 * origins, so a trailing slash or a capital letter changes nothing) sent by the frame's window. Any other page or
 * frame of the browser may post to the app too.
 */
export function isFromEditorFrame(event: MessageSource, collaboraOrigin: string, frame: unknown): boolean {
  if (frame === null || frame === undefined || event.source !== frame) return false;
  const expected = originOf(collaboraOrigin);
  return expected !== undefined && originOf(event.origin) === expected;
}

/** The message in an event's data: a JSON string (or the object itself) with a MessageId; undefined for the rest. */
export function parseFrameMessage(data: unknown): FrameMessage | undefined {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (!isRecord(value)) return undefined;
  const messageId = value['MessageId'];
  const sendTime = value['SendTime'];
  const values = value['Values'];
  if (typeof messageId !== 'string') return undefined;
  return {
    MessageId: messageId,
    ...(typeof sendTime === 'number' ? { SendTime: sendTime } : {}),
    ...(isRecord(values) ? { Values: values } : {}),
  };
}

/** What a message of the editor means to the office screen; undefined when the screen has nothing to do. */
export type EditorEvent = { kind: 'loaded' } | { kind: 'saveRequested' } | { kind: 'saveAnswered'; success: boolean };

/**
 * The editor's messages the screen acts on: the document has loaded (App_LoadingStatus Document_Loaded); the user
 * saved by keyboard, toolbar or file menu (UI_Save, which the editor hands to the host only in an edit session, as
 * the host asked it to); the editor's answer to the host's Action_Save (Action_Save_Resp, successful or not).
 */
export function editorEvent(message: FrameMessage, editing: boolean): EditorEvent | undefined {
  switch (message.MessageId) {
    case 'App_LoadingStatus':
      return message.Values?.['Status'] === 'Document_Loaded' ? { kind: 'loaded' } : undefined;
    case 'UI_Save':
      return editing ? { kind: 'saveRequested' } : undefined;
    case 'Action_Save_Resp':
      return { kind: 'saveAnswered', success: message.Values?.['success'] === true };
    default:
      return undefined;
  }
}

/**
 * The host's answer to Document_Loaded: it is ready for messages and, in an edit session, saving comes to it (the
 * editor's own save is turned off), so that the user is asked whether to publish.
 */
export function documentLoadedReplies(editing: boolean, now: number): FrameMessage[] {
  const ready: FrameMessage = { MessageId: 'Host_PostmessageReady', SendTime: now };
  if (!editing) return [ready];
  return [
    ready,
    { MessageId: 'Disable_Default_UIAction', SendTime: now, Values: { action: 'UI_Save', disable: true } },
  ];
}

/** Saves the document now, keeping the editing on, even unmodified, and answering with Action_Save_Resp. */
export function saveMessage(now: number): FrameMessage {
  return {
    MessageId: 'Action_Save',
    SendTime: now,
    Values: { DontTerminateEdit: true, DontSaveIfUnmodified: false, Notify: true },
  };
}

/** A save the host asked for, waiting for the editor's answer: whether the user chose to publish after it. */
export interface PendingSave {
  publish: boolean;
}

/**
 * What follows the editor's answer to a save: publishing the draft when it saved and the user chose to; telling the
 * user it is saved, or that it failed. An answer to no save of the host's is left alone.
 */
export function saveOutcome(
  pending: PendingSave | undefined,
  success: boolean,
): 'publish' | 'saved' | 'failed' | 'ignored' {
  if (!pending) return 'ignored';
  if (!success) return 'failed';
  return pending.publish ? 'publish' : 'saved';
}
