import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
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

type LanguageTexts = Record<I18nNamespace, Record<string, unknown>>;

/**
 * Russian, the default, is bundled: every text of the first load is there at the first render. English comes as a
 * chunk of its own when it is chosen (before the first render when it was chosen earlier on this device): Russian has
 * every key English has (locales.test.ts), so a Russian screen never falls back, and a Russian explorer's first load
 * does not carry English (README, Performance: Bundle). Screens loaded when first opened bring their own texts in both
 * languages (`lazy-texts.ts`).
 */
const RUSSIAN_TEXTS: LanguageTexts = { common: ruCommon, errors: ruErrors };

const languageTexts: Record<AppLanguage, () => Promise<LanguageTexts>> = {
  ru: () => Promise.resolve(RUSSIAN_TEXTS),
  en: async () => (await import('./locales/english-texts')).ENGLISH_TEXTS,
};

/** The languages whose base texts are in the instance (lazy groups may have added some of theirs to any language). */
const loadedLanguages = new Set<AppLanguage>();

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
    loadedLanguages.add(language);
    initialization = languageTexts[language]()
      .then((texts) =>
        i18n.init({
          // The store starts with the one language; the other is added when chosen (`loadLanguage`).
          resources: { [language]: texts },
          lng: language,
          fallbackLng: FALLBACK_LANGUAGE,
          supportedLngs: APP_LANGUAGES,
          ns: I18N_NAMESPACES,
          defaultNS: 'common',
          returnNull: false,
          interpolation: { escapeValue: false },
        }),
      )
      .then(() => undefined);
    await initialization;
    return;
  }
  await initialization;
  if (i18n.language !== language) await changeLanguage(language);
}

/** Adds a language's base texts to the instance, once (English is fetched the first time). */
export async function loadLanguage(language: AppLanguage): Promise<void> {
  if (loadedLanguages.has(language)) return;
  const texts = await languageTexts[language]();
  // Deep, not overwriting: texts of lazily loaded screens may be there already.
  for (const namespace of I18N_NAMESPACES) i18n.addResourceBundle(language, namespace, texts[namespace], true, false);
  loadedLanguages.add(language);
}

/** Switches the language for this page, its texts loaded first. */
export async function changeLanguage(language: AppLanguage): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/** Switches the language and remembers it on this device. */
export async function setLanguage(language: AppLanguage): Promise<void> {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts until the page is reloaded.
  }
  await changeLanguage(language);
}

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
}
