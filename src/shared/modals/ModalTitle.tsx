import { useTranslation } from 'react-i18next';

/**
 * A default modal title given as a translation key: the modal functions run outside React, so the text is translated
 * when the title renders, in the current language.
 */
export function ModalTitle({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation();
  return <>{t(i18nKey)}</>;
}
