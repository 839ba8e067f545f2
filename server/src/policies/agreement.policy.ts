import { AgreeStatus } from '../../../codegen/model/agreeStatus';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpProblem } from '../problem';
import { ensureDocumentChangeable, type DocumentFacts } from './documents.policy';

/**
 * Agreement and the agreement status (explorer.md §3 Agree status, §4 Document and Agree flow; docs/server.md).
 * Any signed-in account may agree and revoke: the specification names no role for it, and the right to agree
 * (the security groups' DocumentFlowAgreement) arrives with the security groups, as a further check here.
 */

/** What agreeing looks at besides the document's flags. */
export interface AgreementFacts {
  /** A draft is open: its edits are not published yet. */
  hasDraft: boolean;
  hasOpenRemarks: boolean;
}

/**
 * Agree: not blocked, not agreed already, no draft waiting to be published, and every remark done (the app warns and
 * asks again; the server refuses, as the catalogue's DocumentCommentsNotСommented says: comment, mark done, repeat).
 */
export function ensureCanAgree(document: DocumentFacts, facts: AgreementFacts): void {
  ensureDocumentChangeable(document);
  if (facts.hasDraft)
    throw new HttpProblem(409, ProblemCode.FinishEditingDocumentToAgree, 'Finish editing the document to agree');
  if (facts.hasOpenRemarks)
    throw new HttpProblem(
      409,
      ProblemCode.DocumentCommentsNotCommented,
      'Not all remarks are resolved: comment on each, mark it done and repeat the agreement.',
    );
}

/**
 * Revoke: a blocked document cannot be changed either way; revoking what is not agreed is a request that does not
 * apply (400 IncorrectParam: the contract's conflicts of this call are DocumentDisabled only).
 */
export function ensureCanDisagree(document: DocumentFacts): void {
  if (document.disabled) throw new HttpProblem(409, ProblemCode.DocumentDisabled, 'The document is blocked.');
  if (!document.agreed) throw new HttpProblem(400, ProblemCode.IncorrectParam, 'The document is not agreed.');
}

/** A document's first remark puts it in production («in work»); a status it already has stays. */
export function statusWithRemarks(status: AgreeStatus): AgreeStatus {
  return status === AgreeStatus.NoStatus ? AgreeStatus.InProduction : status;
}

/** Agreed documents are adopted; a revoked agreement puts the document back in production. */
export function statusAfterAgreement(agreed: boolean): AgreeStatus {
  return agreed ? AgreeStatus.Adopted : AgreeStatus.InProduction;
}
