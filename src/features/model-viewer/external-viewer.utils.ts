/**
 * The address of the external model viewer's frame (platform.md §2.8): its base address (Configuration.tanglViewerUrl)
 * with the rest of the route's path after /tangl-viewer/model/ and the route's query (`?ids=a&ids=b`) passed on. A
 * base given relative to the app's server is read against `origin`. Only http(s) addresses are framed: anything else
 * (a `javascript:` address) gives undefined.
 */
export function externalViewerUrl(base: string, rest: string, search: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(base, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // One slash between the base's path and the rest, whichever of them brings it.
  const tail = rest.replace(/^\/+/, '');
  if (tail !== '') url.pathname = `${url.pathname.replace(/\/+$/, '')}/${tail}`;
  // The base's own query stays; the route's parameters follow it.
  for (const [name, value] of new URLSearchParams(search)) url.searchParams.append(name, value);
  return url.href;
}

/**
 * The model ids of the route's query (explorer.md §2: `ids`, repeated once per model), in their order, blanks and
 * repetitions dropped: a model shown twice would be loaded twice into the same scene.
 */
export function modelIdsOf(search: URLSearchParams): string[] {
  const ids = search
    .getAll('ids')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  return [...new Set(ids)];
}
