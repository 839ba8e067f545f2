/** The path bar shows this many of the last path items until expanded (explorer.md §2). */
export const PATH_ITEMS_SHOWN = 2;

/** The items to show and whether older ones are hidden behind the expander. */
export function visiblePath<T>(items: readonly T[], expanded: boolean): { hidden: boolean; shown: readonly T[] } {
  if (expanded || items.length <= PATH_ITEMS_SHOWN) return { hidden: false, shown: items };
  return { hidden: true, shown: items.slice(-PATH_ITEMS_SHOWN) };
}
