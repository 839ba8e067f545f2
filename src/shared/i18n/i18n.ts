import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCommon } from './locales/en/common';
import { enErrors } from './locales/en/errors';
import { ruCommon } from './locales/ru/common';
import { ruErrors } from './locales/ru/errors';

export const APP_LANGUAGES = ['ru', 'en'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: AppLanguage = 'ru';
export const FALLBACK_LANGUAGE: AppLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'cde.language';

/** The two namespaces: `common` (default) and `errors` (the catalogue of explorer.md §8 and platform.md §8). */
export const I18N_NAMESPACES = ['common', 'errors'] as const;
export type I18nNamespace = (typeof I18N_NAMESPACES)[number];

/**
 * Bundled statically: no backend, so every text of the first load is there at the first render. Screens loaded when
 * first opened bring their own texts (`lazy-texts.ts`).
 */
export const i18nResources = {
  ru: { common: ruCommon, errors: ruErrors },
  en: { common: enCommon, errors: enErrors },
} as const;

/** The app's own instance, so tests and the app never share i18next's global one. */
export const i18n = createInstance();
i18n.use(initReactI18next);
i18n.on('languageChanged', applyDocumentLanguage);

export function isAppLanguage(value: unknown): value is AppLanguage {
  return APP_LANGUAGES.some((language) => language === value);
}

/** The language chosen earlier on this device, else Russian. Storage may be missing or blocked (node, privacy mode). */
export function storedLanguage(): AppLanguage {
  try {
    if (typeof localStorage === 'undefined') return DEFAULT_LANGUAGE;
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isAppLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let initialization: Promise<void> | undefined;

/** Initialises the instance once (later calls only switch the language); resolves when the texts are ready. */
export async function initI18n(language: AppLanguage = storedLanguage()): Promise<void> {
  if (!initialization) {
    initialization = i18n
      .init({
        resources: i18nResources,
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: APP_LANGUAGES,
        ns: I18N_NAMESPACES,
        defaultNS: 'common',
        returnNull: false,
        interpolation: { escapeValue: false },
      })
      .then(() => undefined);
    await initialization;
    return;
  }
  await initialization;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Switches the language and remembers it on this device. */
export async function setLanguage(language: AppLanguage): Promise<void> {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts until the page is reloaded.
  }
  await i18n.changeLanguage(language);
}

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
}
