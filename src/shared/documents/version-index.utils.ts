/** The head version, as the contract's `-1`. */
export const HEAD_VERSION = -1;

/**
 * The version a viewer's route asks for (platform.md §2.6, §2.7): a whole number from the path, or the head version
 * when the index is missing or not a number.
 */
export function requestedVersionIndex(raw: string | undefined): number {
  if (raw === undefined || !/^\d+$/.test(raw)) return HEAD_VERSION;
  const index = Number(raw);
  return Number.isSafeInteger(index) ? index : HEAD_VERSION;
}
