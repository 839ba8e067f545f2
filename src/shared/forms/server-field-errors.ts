import type { TFunction } from 'i18next';
import type { FieldError } from '../../../codegen/model/fieldError';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { HttpStatusError, toAppError } from '../errors/app-error';
import { ruleMessage, type RuleError } from './form-rules';

/**
 * A ValidationFailed answer's field errors (explorer.md §8) in the app's own words: the server names the field and the
 * broken rule (FieldError.rule and .limit, designed), and the app shows the form rules' Russian text for it on the
 * field, or, away from a form, after the field's name. A rule the app does not know gets a generic translated text;
 * the server's English `message` is never shown.
 */

/** The field errors of a ValidationFailed answer; none for any other error. */
export function validationFieldErrors(error: unknown): readonly FieldError[] {
  const appError = toAppError(error);
  if (!(appError instanceof HttpStatusError) || appError.problem?.title !== ProblemCode.ValidationFailed) return [];
  return appError.problem.errors ?? [];
}

/**
 * The field's path in the request body, as segments: `body.name`, `/name` and `name` are `['name']`;
 * `body.metadata.0.key`, `/metadata/0/key` and `metadata[0].key` are `['metadata', '0', 'key']`. Parameters keep their
 * place (`params.id` is `['params', 'id']`).
 */
export function fieldPath(field: string): string[] {
  return field
    .replace(/^#?\/?(body([./]|$))?/, '')
    .split(/[/.[\]]+/)
    .filter((part) => part !== '');
}

/** The form rule a server field error stands for; `invalid` when the server named no rule the app knows. */
export function serverRuleError({ rule, limit }: Pick<FieldError, 'rule' | 'limit'>): RuleError {
  switch (rule) {
    case 'required':
    case 'blank':
      return { rule: 'required' };
    case 'minLength':
    case 'minItems':
      return limit === undefined ? { rule: 'invalid' } : { rule: 'min', min: limit };
    case 'maxLength':
    case 'maxItems':
      return limit === undefined ? { rule: 'invalid' } : { rule: 'max', max: limit };
    case 'pattern':
    case 'format':
      return { rule: 'regex' };
    case 'pathSeparator':
    case 'controlCharacters':
    case 'reservedName':
      return { rule };
    default:
      return { rule: 'invalid' };
  }
}

/** The translated text of a server field error. */
export function serverFieldMessage(fieldError: Pick<FieldError, 'rule' | 'limit'>, t: TFunction): string {
  return ruleMessage(serverRuleError(fieldError), t);
}

/**
 * The translated text of the server's error for one field of a form (`'name'`, `'metadata.0.key'`), the first one when
 * there are several; undefined when the answer names no error there.
 */
export function serverErrorOf(error: unknown, field: string, t: TFunction): string | undefined {
  const wanted = field.split('.').join('/');
  const found = validationFieldErrors(error).find((fieldError) => fieldPath(fieldError.field).join('/') === wanted);
  return found && serverFieldMessage(found, t);
}

/** The field's name for a reader: its last named segment, translated when the app knows it (`forms.fields.*`). */
function fieldLabel(field: string, t: TFunction): string {
  const named = fieldPath(field).filter((part) => !/^\d+$/.test(part));
  const last = named[named.length - 1] ?? field;
  return t(`forms.fields.${last}`, { defaultValue: last });
}

/**
 * Every field error of the answer as «Имя: Не больше 254 символов», for places without the form's fields to show them
 * on (an upload's error, the Error dialog); fields listed in `shownOnForm` are left out, their form shows them.
 */
export function fieldErrorLines(error: unknown, t: TFunction, shownOnForm: readonly string[] = []): string[] {
  const shown = new Set(shownOnForm.map((field) => field.split('.').join('/')));
  return validationFieldErrors(error)
    .filter((fieldError) => !shown.has(fieldPath(fieldError.field).join('/')))
    .map((fieldError) =>
      t('forms.fieldError', { field: fieldLabel(fieldError.field, t), message: serverFieldMessage(fieldError, t) }),
    );
}
