import { useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Document } from '../../../codegen/model/document';
import { isDocumentLocked } from '../../shared/documents/document-state.utils';
import { isFileDrag } from '../../shared/uploads/drop-capture';
import { offerVersionFiles } from '../../shared/uploads/version-drop-handoff';

/**
 * A file dropped on the document panel becomes the document's new version (explorer.md §2 Document panel, §4 Drop
 * handling): the panel routes to the versions screen and hands the file over there, where the upload shows. A blocked
 * or agreed document takes no new version, nor does one whose directory denies the account UpdateFiles (`mayUpdate`),
 * so its panel takes no drop.
 */
export function useVersionDrop(document: Document, versionsPath: string, mayUpdate: boolean) {
  const navigate = useNavigate();
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => mayUpdate && !isDocumentLocked(document) && isFileDrag(event.dataTransfer);

  const handlers = {
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!accepts(event)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      setOver(false);
      if (!accepts(event)) return;
      event.preventDefault();
      event.stopPropagation();
      const files = Array.from(event.dataTransfer.files);
      if (files.length === 0) return;
      offerVersionFiles(document.id, files);
      void navigate(versionsPath);
    },
  };
  return { over, handlers };
}
