import { Center, Loader } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextGroup } from '../shared/i18n/lazy-texts';
import { lazyPart } from '../shared/ui/lazy-part';

/**
 * The screens the explorer's first load leaves out (README, Performance: Bundle): the explorer's side panels, the
 * admin panel, the viewers, the document overview, the trash bin and the shared links. Each comes as chunks of its
 * own when it is first opened, its code and its texts fetched together; it renders once both are there, so it never
 * shows a key.
 */

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Center p="xl">
      <Loader role="status" aria-label={t('appStart.loading')} />
    </Center>
  );
}

function lazyScreen<Props extends object>(
  loadScreen: () => Promise<ComponentType<Props>>,
  ...texts: TextGroup[]
): ComponentType<Props> {
  const Screen = lazyPart(loadScreen, ...texts);
  return function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<ScreenLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

export const DocumentPanel = lazyScreen(
  async () => (await import('../features/document-panel/DocumentPanel')).DocumentPanel,
  'documentPanel',
);

export const VersionsPage = lazyScreen(
  async () => (await import('../features/versions/VersionsPage')).VersionsPage,
  'versions',
);

export const RelatedPage = lazyScreen(
  async () => (await import('../features/related/RelatedPage')).RelatedPage,
  'related',
);

export const DirectoryPropertiesPanel = lazyScreen(
  async () => (await import('../features/directory-panels/DirectoryPropertiesPanel')).DirectoryPropertiesPanel,
  'directoryPanels',
);

export const DirectoryNotificationsPanel = lazyScreen(
  async () => (await import('../features/directory-panels/DirectoryNotificationsPanel')).DirectoryNotificationsPanel,
  'directoryPanels',
);

export const AdminPanelScreen = lazyScreen(async () => (await import('./AdminPanelScreen')).AdminPanelScreen, 'admin');

/** pdf.js (a megabyte) and the drawing viewer's dxf-viewer come only with the document viewer. */
export const DocumentViewerPage = lazyScreen(
  async () => (await import('../features/document-viewer/DocumentViewerPage')).DocumentViewerPage,
  'documentViewer',
  'versions',
);

/**
 * three.js and That Open fragments (some megabytes, and a worker) come only with the model viewer; its page itself is
 * small, the engine a further chunk it loads once it has a canvas.
 */
export const ModelViewerPage = lazyScreen(
  async () => (await import('../features/model-viewer/ModelViewerPage')).ModelViewerPage,
  'modelViewer',
);

export const ArchiveBrowserPage = lazyScreen(
  async () => (await import('../features/archive-browser/ArchiveBrowserPage')).ArchiveBrowserPage,
  'archiveBrowser',
);

export const DocumentOverviewPage = lazyScreen(
  async () => (await import('../features/document-overview/DocumentOverviewPage')).DocumentOverviewPage,
  'documentOverview',
);

export const TrashPage = lazyScreen(
  async () => (await import('../features/trash/TrashPage')).TrashPage,
  'trash',
  'directoryChooser',
);

export const SharedLinksPage = lazyScreen(
  async () => (await import('../features/shared-links/SharedLinksPage')).SharedLinksPage,
  'sharedLinks',
);
