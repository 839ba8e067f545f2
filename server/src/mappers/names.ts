/**
 * How names are ordered wherever the server sorts them, as the app orders them: Russian first, case and accents
 * ignored, numbers by value («Лист 2» before «Лист 10»).
 */
export const nameCollator = new Intl.Collator(['ru', 'en'], { numeric: true, sensitivity: 'base' });

/**
 * The LIKE pattern of rows below a directory: its UUID in quotes matches exactly one element of the stored JSON array
 * of ancestor ids, and UUIDs hold no LIKE wildcards.
 */
export const holdsAncestor = (id: string) => `%"${id}"%`;
