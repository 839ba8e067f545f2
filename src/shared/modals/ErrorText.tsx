import { useTranslation } from 'react-i18next';
import { errorMessage } from '../errors/error-message';
import { fieldErrorLines } from '../forms/server-field-errors';

export interface ErrorTextProps {
  error: unknown;
  fallback?: string;
  /** Fields whose ValidationFailed errors the form shows on the fields themselves; the rest are named here. */
  shownOnForm?: readonly string[];
}

/**
 * The translated text of an error, in the current language (explorer.md §8 lookup order, in `errorMessage`); a
 * ValidationFailed answer also says which field broke which rule, in the app's words.
 */
export function ErrorText({ error, fallback, shownOnForm }: ErrorTextProps) {
  const { t } = useTranslation();
  const lines = fieldErrorLines(error, t, shownOnForm);
  return <>{[errorMessage(error, t, fallback), ...lines].join(' ')}</>;
}
