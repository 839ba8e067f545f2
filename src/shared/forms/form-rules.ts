import type { TFunction } from 'i18next';
// zod/mini, not zod's full API: this runs in the explorer's first load (README, Performance: Bundle).
import { z } from 'zod/mini';

/**
 * The form rules of platform.md §5 (min, max, regex, required, confirmed, with Russian messages), one implementation
 * for every form of the app, on zod. A form lists its fields' rules; `fieldError` answers the first rule a value
 * breaks, and `ruleMessage` its text (`forms.*`).
 */
/** `message`: the key of a text of the form's own (e.g. «Введите название»), else the rule's generic one. */
interface Message {
  message?: string;
}

export type FormRule =
  | ({ rule: 'required' } & Message)
  | ({ rule: 'min'; min: number } & Message)
  | ({ rule: 'max'; max: number } & Message)
  | ({ rule: 'regex'; pattern: RegExp } & Message);

/**
 * Rules only the server checks (FieldError.rule of a ValidationFailed answer, server-field-errors.ts): names holding a
 * path separator or control characters, the names '.' and '..'; `invalid` for a rule the app has no text of its own.
 */
export type ServerOnlyRule = 'pathSeparator' | 'controlCharacters' | 'reservedName' | 'invalid';

export type RuleError =
  | ({ rule: 'required' } & Message)
  | ({ rule: 'min'; min: number } & Message)
  | ({ rule: 'max'; max: number } & Message)
  | ({ rule: 'regex' } & Message)
  | { rule: 'confirmed' }
  | { rule: ServerOnlyRule };

const withMessage = (message: string | undefined): Message => (message === undefined ? {} : { message });

export const required = (message?: string): FormRule => ({ rule: 'required', ...withMessage(message) });
export const min = (length: number, message?: string): FormRule => ({
  rule: 'min',
  min: length,
  ...withMessage(message),
});
export const max = (length: number, message?: string): FormRule => ({
  rule: 'max',
  max: length,
  ...withMessage(message),
});
export const regex = (pattern: RegExp, message?: string): FormRule => ({
  rule: 'regex',
  pattern,
  ...withMessage(message),
});

/** Texts are checked trimmed; a list (roles, groups) is «required» when it has an item, and has a length. */
type FieldValue = string | readonly unknown[];

function schemaOf(rules: readonly FormRule[]) {
  const checks = rules.map((rule, index) => {
    const tagged = { message: String(index) };
    return z.superRefine<FieldValue>((value, context) => {
      const length = value.length;
      const broken =
        (rule.rule === 'required' && length === 0) ||
        (rule.rule === 'min' && length > 0 && length < rule.min) ||
        (rule.rule === 'max' && length > rule.max) ||
        (rule.rule === 'regex' && typeof value === 'string' && length > 0 && !rule.pattern.test(value));
      if (broken) context.addIssue({ code: 'custom', ...tagged });
    });
  });
  return z.union([z.string(), z.readonly(z.array(z.unknown()))]).check(...checks);
}

function toError(rule: FormRule): RuleError {
  if (rule.rule !== 'regex') return rule;
  return { rule: 'regex', ...withMessage(rule.message) };
}

/** The first rule the value breaks (in the order given), or none. */
export function fieldError(value: FieldValue, rules: readonly FormRule[]): RuleError | undefined {
  const result = schemaOf(rules).safeParse(typeof value === 'string' ? value.trim() : value);
  if (result.success) return undefined;
  const rule = rules[Number(result.error.issues[0]?.message)];
  return rule && toError(rule);
}

/** «confirmed»: the value repeats another (a password's confirmation). */
export function confirmedError(value: string, original: string): RuleError | undefined {
  return value === original ? undefined : { rule: 'confirmed' };
}

/** The fields of a form's values that rules can check: texts and lists. */
type CheckedField<Values> = {
  [Key in keyof Values]: Values[Key] extends FieldValue ? Key : never;
}[keyof Values] &
  string;

/** Errors by field, for a whole form: only the fields that break a rule. */
export function formErrors<Values, Field extends CheckedField<Values>>(
  values: Values,
  rules: Readonly<Partial<Record<Field, readonly FormRule[]>>>,
): Partial<Record<Field, RuleError>> {
  const errors: Partial<Record<Field, RuleError>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    // CheckedField keeps only keys whose values are texts or lists.
    const error = fieldError(values[field] as FieldValue, rules[field] ?? []);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The Russian (or English) text of a broken rule: the form's own when it named one, else the rule's. */
export function ruleMessage(error: RuleError, t: TFunction): string {
  const own = 'message' in error ? error.message : undefined;
  switch (error.rule) {
    case 'min':
      return t(own ?? 'forms.min', { count: error.min, min: error.min });
    case 'max':
      return t(own ?? 'forms.max', { count: error.max, max: error.max });
    default:
      return t(own ?? `forms.${error.rule}`);
  }
}
