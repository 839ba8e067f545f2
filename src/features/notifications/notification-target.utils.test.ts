import { describe, expect, it } from 'vitest';
import { EventType } from '../../../codegen/model/eventType';
import { notificationTarget } from './notification-target.utils';

const DIRECTORY = 'a1000000-0000-4000-8000-000000000004';
const DOCUMENT = 'b2000000-0000-4000-8000-000000000001';

describe('notificationTarget', () => {
  it('opens a document event in the document panel of its directory', () => {
    for (const eventType of [EventType.UploadDocument, EventType.RenameDocument, EventType.AddDocumentNote]) {
      expect(notificationTarget({ eventType, directoryId: DIRECTORY, documentId: DOCUMENT })).toBe(
        `/directories/${DIRECTORY}/documents/${DOCUMENT}`,
      );
    }
  });

  it('opens a directory event in the directory it happened in, the root at the top level', () => {
    expect(notificationTarget({ eventType: EventType.CreateDirectory, directoryId: DIRECTORY, documentId: null })).toBe(
      `/directories/${DIRECTORY}`,
    );
    expect(notificationTarget({ eventType: EventType.RenameDirectory, directoryId: null, documentId: null })).toBe(
      '/directories',
    );
  });

  it('opens the trash bin after a deletion', () => {
    for (const [eventType, documentId] of [
      [EventType.DeleteDirectory, null],
      [EventType.DeleteDocument, DOCUMENT],
      [EventType.DeleteElementPermanently, DOCUMENT],
    ] as const) {
      expect(notificationTarget({ eventType, directoryId: DIRECTORY, documentId })).toBe('/deleted');
    }
  });
});
