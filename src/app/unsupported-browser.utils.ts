/** Old Internet Explorer (Trident or MSIE in the user agent) gets a page recommending other browsers. */
export function isUnsupportedBrowser(userAgent: string): boolean {
  return /Trident\/|MSIE /.test(userAgent);
}
