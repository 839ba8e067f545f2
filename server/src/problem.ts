import { ProblemCode } from '../../codegen/model/problemCode';
import type { Problem } from '../../codegen/model/problem';

/**
 * A refusal of the contract's catalogue: thrown anywhere below a handler, answered by the error handler as
 * `application/problem+json` with the code as title (explorer.md §8, platform.md §8).
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly detail?: string,
    readonly extras: Partial<Omit<Problem, 'type' | 'title' | 'status' | 'detail'>> = {},
  ) {
    super(detail ?? code);
  }

  toBody(): Problem {
    return {
      // The contract percent-encodes what is not ASCII (the Cyrillic С of DocumentCommentsNotСommented).
      type: `urn:cde:problem:${encodeURIComponent(this.code)}`,
      title: this.code,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...this.extras,
    };
  }
}

export const notFound = (detail = 'The resource was not found.') => new HttpProblem(404, ProblemCode.NotFound, detail);
export const forbidden = (detail = 'Not enough rights in this directory.') =>
  new HttpProblem(403, ProblemCode.ForbiddenResourceFailed, detail);
export const unauthorized = () => new HttpProblem(401, ProblemCode.SignIn, 'Sign in to continue.');
export const validationFailed = (detail: string, errors: Problem['errors'] = []) =>
  new HttpProblem(400, ProblemCode.ValidationFailed, detail, { errors });
export const disabledUser = () =>
  new HttpProblem(403, ProblemCode.DisabledUser, 'The account is disabled. Ask an administrator to enable it.');
export const notFoundUser = () => new HttpProblem(404, ProblemCode.NotFoundUser, 'The user does not exist.');
/** A client sending faster than the server takes (designed code; docs/server.md, Limits). */
export const tooManyRequests = (detail: string) => new HttpProblem(429, ProblemCode.TooManyRequests, detail);
export const incorrectParam = (detail: string) => new HttpProblem(400, ProblemCode.IncorrectParam, detail);
