import { useTranslation } from 'react-i18next';
import { errorMessage } from '../errors/error-message';

/** The translated text of an error, in the current language (explorer.md §8 lookup order, in `errorMessage`). */
export function ErrorText({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  return <>{errorMessage(error, t, fallback)}</>;
}
