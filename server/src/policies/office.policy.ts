import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpProblem } from '../problem';
import { ensureDocumentChangeable, type DocumentFacts } from './documents.policy';

/**
 * Who may do what in the office editor (docs/office-editing.md). The same rules answer the office session call, the
 * office hub's commands and every WOPI call of the editor, so that the frame never offers what a save would refuse.
 */
export interface OfficeEditFacts {
  /** UpdateFiles in the document's directory (a Limited account holds none). */
  mayUpdate: boolean;
  document: DocumentFacts;
}

/** Whether an edit session may start now, and whether the editor may save into the draft now. */
export function canEditInOffice(facts: OfficeEditFacts): boolean {
  return facts.mayUpdate && !facts.document.disabled && !facts.document.agreed;
}

/** An edit: 403 without UpdateFiles, then 409 DocumentDisabled or DocumentAgreed for a document that cannot change. */
export function ensureMayEditInOffice(facts: OfficeEditFacts): void {
  if (!facts.mayUpdate)
    throw new HttpProblem(403, ProblemCode.ForbiddenResourceFailed, 'The account may not edit the document.');
  ensureDocumentChangeable(facts.document);
}

/** The editor opens only what its discovery lists for the extension (and PDFs stay with the app's own viewer). */
export function ensureEditorOpens(extension: string, opens: boolean): void {
  if (!opens)
    throw new HttpProblem(
      400,
      ProblemCode.IncorrectParam,
      `The office editor does not open ${extension || 'this'} files.`,
    );
}
