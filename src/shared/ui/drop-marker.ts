/**
 * Marks the one element under a drag that would take the drop (`data-drop-target`, styled by its list). It works
 * outside React: the mark changes on every pointer move, which must not re-render a list of thousands of rows.
 */
export function createDropMarker(): (element: HTMLElement | null) => void {
  let marked: HTMLElement | null = null;
  return (element) => {
    if (marked === element) return;
    marked?.removeAttribute('data-drop-target');
    element?.setAttribute('data-drop-target', '');
    marked = element;
  };
}
