import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isAppLanguage, type AppLanguage } from './i18n';

/** The language the screen is shown in, for dates and sizes; the default while i18next reports something else. */
export function useAppLanguage(): AppLanguage {
  const { i18n } = useTranslation();
  return isAppLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
