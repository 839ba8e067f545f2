import { ProblemCode } from '../../../codegen/model/problemCode';
import { SpecialVersionIndex } from '../../../codegen/model/specialVersionIndex';
import { HttpProblem } from '../problem';

/**
 * Which version may be made head, deactivated or reactivated (explorer.md §4 Version actions; the contract refuses
 * the others with IncorrectParam). Whether the document may change at all is documents.policy's
 * ensureDocumentChangeable, checked first.
 */
export interface VersionFacts {
  index: number;
  isActive: boolean;
  /** Bytes: 0 marks a dummy version. */
  size: number;
}

export type VersionAction = 'makeHead' | 'deactivate' | 'reactivate';

const incorrect = (detail: string) => new HttpProblem(400, ProblemCode.IncorrectParam, detail);

/** Throws 400 IncorrectParam unless the action applies to the version of a document whose head is `headIndex`. */
export function ensureVersionAction(action: VersionAction, version: VersionFacts, headIndex: number): void {
  if (version.index === SpecialVersionIndex.Draft) throw incorrect('The draft is not a version yet: publish it first.');
  const isHead = version.index === headIndex;
  switch (action) {
    case 'makeHead':
      if (isHead) throw incorrect('The version is the head version already.');
      if (!version.isActive) throw incorrect('An inactive version cannot be made head: reactivate it first.');
      return;
    case 'deactivate':
      if (isHead) throw incorrect('The head version cannot be deactivated.');
      if (!version.isActive) throw incorrect('The version is inactive already.');
      return;
    case 'reactivate':
      if (version.isActive) throw incorrect('The version is active.');
      if (version.size === 0) throw incorrect('A dummy version has no file to bring back.');
      return;
  }
}
