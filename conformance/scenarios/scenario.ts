import { Blocked, type ConformanceRun } from '../conformance-run';
import type { Answer } from '../kit-client';

/** What the scenarios are told by the person running the kit. */
export interface KitOptions {
  /** Where the kit makes its own directory: a directory id, or null for the top level. */
  parentDirectoryId: string | null;
  /** An address the kit may invite (inviteUser sends it mail); without one inviteUser is not exercised. */
  inviteEmail?: string;
  /** Lets the kit empty the account's whole trash (emptyTrash); off by default. */
  allowEmptyTrash: boolean;
  /** A stamp in every name the kit gives, so that runs never collide. */
  stamp: string;
}

/** What one scenario leaves for the next. */
export interface KitState {
  accountId?: string;
  /** The kit's own directory, removed at the end. */
  kitDirectoryId?: string;
}

export interface ScenarioContext {
  run: ConformanceRun;
  options: KitOptions;
  state: KitState;
}

export interface Scenario {
  name: string;
  /** The operations it exercises: those it did not reach are reported as not exercised, and why. */
  operations: readonly string[];
  run: (context: ScenarioContext) => Promise<void>;
}

type Json = Record<string, unknown>;

/** The answer's JSON, its `data` envelope taken off where it has one. */
export function dataOf(answer: Answer): unknown {
  const body = answer.json;
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body) {
    return (body as Json)['data'];
  }
  return body;
}

/** A field of the answer's (unwrapped) object. */
export function field(answer: Answer, ...path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (typeof node === 'object' && node !== null ? (node as Json)[String(key)] : undefined),
    dataOf(answer),
  );
}

/** A string field the steps after need; Blocked on the operation when the answer lacks it. */
export function requiredId(answer: Answer, operationId: string, ...path: (string | number)[]): string {
  const value = field(answer, ...path);
  if (typeof value !== 'string') throw new Blocked(operationId);
  return value;
}

export function kitDirectory(state: KitState): string {
  if (!state.kitDirectoryId) throw new Blocked('createDirectory');
  return state.kitDirectoryId;
}

/** A multipart upload as the app sends it: the file first, then the fields. */
export function fileForm(name: string, content: string | Uint8Array, fields: Record<string, string>): FormData {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** A check that the JSON list answered (its envelope taken off) holds an item whose `id` is this one. */
export function listsId(id: string): (answer: Answer) => string | null {
  return (answer) => {
    const list = dataOf(answer);
    const found = Array.isArray(list) && list.some((item) => (item as Json | null)?.['id'] === id);
    return found ? null : `the answer does not list ${id}`;
  };
}

/** A check that a download names its file in Content-Disposition. */
export function namesAttachment(answer: Answer): string | null {
  const disposition = answer.headers['content-disposition'] ?? '';
  return /filename\*?=/.test(disposition) ? null : `Content-Disposition names no file: «${disposition}»`;
}

/** Makes a directory the steps after build on, and answers its id. */
export async function makeDirectory(run: ConformanceRun, name: string, parentId: string | null): Promise<string> {
  const answer = await run.step('createDirectory', `creates «${name}»`, {
    method: 'POST',
    path: '/directories',
    json: { name, parentId },
  });
  return requiredId(answer, 'createDirectory', 'id');
}

/** Uploads a document the steps after build on, and answers its id. */
export async function uploadFile(
  run: ConformanceRun,
  parentDirectoryId: string,
  name: string,
  content: string | Uint8Array,
): Promise<string> {
  const answer = await run.step('uploadDocument', `uploads «${name}»`, {
    method: 'POST',
    path: '/documents',
    form: fileForm(name, content, { parentDirectoryId }),
  });
  return requiredId(answer, 'uploadDocument', 'id');
}
