import { useEffect, useState } from 'react';
import { isFileDrag } from './drop-capture';

/**
 * Whether files from outside the browser are being dragged over the window (explorer.md §2: the drag-and-drop
 * overlay). Mount it once per page: it also makes the window accept file drags, so a drop handler anywhere below may
 * listen to `drop` alone, and a file dropped outside every drop target is swallowed instead of being opened by the
 * browser in place of the app.
 */
export function useWindowFileDrag(): boolean {
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    // dragenter fires for each element the pointer enters and dragleave for each it leaves, so the drag is over the
    // window while more were entered than left.
    let depth = 0;

    const reset = () => {
      depth = 0;
      setDragging(false);
    };
    const onDragEnter = (event: DragEvent) => {
      if (!isFileDrag(event.dataTransfer)) return;
      depth += 1;
      setDragging(true);
    };
    const onDragLeave = () => {
      // Not filtered by type: only file drags count up, and some engines hide the types on dragleave.
      if (depth === 0) return;
      depth -= 1;
      if (depth === 0) setDragging(false);
    };
    const onDragOver = (event: DragEvent) => {
      // A drop only fires where dragover was cancelled.
      if (isFileDrag(event.dataTransfer)) event.preventDefault();
    };
    const onDrop = (event: DragEvent) => {
      if (isFileDrag(event.dataTransfer)) event.preventDefault();
      reset();
    };

    // Capture phase, so a drop target stopping propagation can neither hide the drag from the count nor leave the
    // overlay up after its drop; cancelling the default there does not keep the event from the target.
    const options = { capture: true };
    window.addEventListener('dragenter', onDragEnter, options);
    window.addEventListener('dragleave', onDragLeave, options);
    window.addEventListener('dragover', onDragOver, options);
    window.addEventListener('drop', onDrop, options);
    window.addEventListener('dragend', reset, options);
    return () => {
      window.removeEventListener('dragenter', onDragEnter, options);
      window.removeEventListener('dragleave', onDragLeave, options);
      window.removeEventListener('dragover', onDragOver, options);
      window.removeEventListener('drop', onDrop, options);
      window.removeEventListener('dragend', reset, options);
    };
  }, []);

  return dragging;
}
