/** The texts of the document viewer for what pdf.js itself refuses to open. */
export type PdfErrorKey = 'invalidPdf' | 'passwordProtected';

/**
 * pdf.js rejects a file that is no PDF (or a damaged one) with InvalidPDFException and one that needs a password with
 * PasswordException; the viewer says so in its own words. Anything else (a transport error, a problem of the server)
 * is shown as the app shows errors everywhere.
 */
export function pdfErrorKey(error: unknown): PdfErrorKey | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'InvalidPDFException') return 'invalidPdf';
  if (error.name === 'PasswordException') return 'passwordProtected';
  return undefined;
}
