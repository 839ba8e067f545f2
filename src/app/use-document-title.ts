import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../shared/routes/routes';

/** The document title per route, e.g. «Корзина — СОД». */
export function documentTitleKey(name: RouteName): string {
  return `routes.${name.replaceAll('.', '_')}`;
}

export function useDocumentTitle(name: RouteName | undefined): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!name) return;
    document.title = `${t(documentTitleKey(name))} — ${t('routes.suffix')}`;
  }, [name, t, i18n.language]);
}
