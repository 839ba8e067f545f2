import { APP_LANGUAGES, i18n, type AppLanguage } from './i18n';

/** One group's texts in every language: top-level keys of `common` that only its screens use. */
type TextGroupTexts = Record<AppLanguage, Record<string, unknown>>;

/**
 * Texts of the screens loaded when first opened (the admin panel, the viewers, the trash bin, …), by group. They are
 * not in the first load's `common`: each group is a chunk of its own that its screen loads together with its code.
 */
const TEXT_GROUPS = {
  access: async () => (await import('./locales/lazy/access')).accessTexts,
  admin: async () => (await import('./locales/lazy/admin')).adminTexts,
  archiveBrowser: async () => (await import('./locales/lazy/archive-browser')).archiveBrowserTexts,
  directoryChooser: async () => (await import('./locales/lazy/directory-chooser')).directoryChooserTexts,
  directoryModal: async () => (await import('./locales/lazy/directory-modal')).directoryModalTexts,
  directoryPanels: async () => (await import('./locales/lazy/directory-panels')).directoryPanelsTexts,
  documentOverview: async () => (await import('./locales/lazy/document-overview')).documentOverviewTexts,
  documentPanel: async () => (await import('./locales/lazy/document-panel')).documentPanelTexts,
  documentViewer: async () => (await import('./locales/lazy/document-viewer')).documentViewerTexts,
  invite: async () => (await import('./locales/lazy/invite')).inviteTexts,
  modelViewer: async () => (await import('./locales/lazy/model-viewer')).modelViewerTexts,
  related: async () => (await import('./locales/lazy/related')).relatedTexts,
  sharedLinks: async () => (await import('./locales/lazy/shared-links')).sharedLinksTexts,
  sharing: async () => (await import('./locales/lazy/sharing')).sharingTexts,
  trash: async () => (await import('./locales/lazy/trash')).trashTexts,
  versions: async () => (await import('./locales/lazy/versions')).versionsTexts,
} satisfies Record<string, () => Promise<TextGroupTexts>>;

export type TextGroup = keyof typeof TEXT_GROUPS;

export const TEXT_GROUP_NAMES = Object.keys(TEXT_GROUPS) as TextGroup[];

const loaded = new Map<TextGroup, Promise<void>>();

/** Resolves once `initI18n` has made the store the texts are added to. */
function initialized(): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    i18n.on('initialized', () => {
      resolve();
    });
  });
}

/**
 * Adds a group's texts to `common` in both languages, once; resolves when its screen may render without showing a
 * key. Both languages come together, so switching the language on an open screen needs nothing more.
 */
function loadGroup(group: TextGroup): Promise<void> {
  let loading = loaded.get(group);
  if (!loading) {
    loading = Promise.all([TEXT_GROUPS[group](), initialized()]).then(
      ([texts]) => {
        for (const language of APP_LANGUAGES) i18n.addResourceBundle(language, 'common', texts[language], true, true);
      },
      (error: unknown) => {
        // A chunk that failed to arrive (the network, a new release) is asked for again next time.
        loaded.delete(group);
        throw error;
      },
    );
    loaded.set(group, loading);
  }
  return loading;
}

/** Adds the texts of every group given (`loadGroup`); resolves when all are there. */
export async function loadTexts(...groups: TextGroup[]): Promise<void> {
  await Promise.all(groups.map(loadGroup));
}
