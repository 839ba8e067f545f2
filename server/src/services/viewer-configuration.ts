import type { Configuration } from '../../../codegen/model/configuration';
import type { ServerConfig } from '../config';
import { officeConverterAvailable } from './office-converter';

/**
 * The viewer lists of explorer.md §3 and platform.md §5 (office list as the product ships it); the undownloadable list
 * is the configuration's (`viewerConfiguration`).
 */
export const VIEWER_CONFIGURATION: Configuration = {
  documentViewer: {
    browser: { extensions: ['.bmp', '.png', '.gif', '.tiff', '.jpg', '.jpeg', '.svg', '.ico'] },
    collabora: {
      extensions: [
        '.doc',
        '.docx',
        '.odt',
        '.rtf',
        '.txt',
        '.xls',
        '.xlsx',
        '.ods',
        '.csv',
        '.ppt',
        '.pptx',
        '.odp',
        '.pdf',
      ],
    },
    dwgViewer: { extensions: ['.dwg', '.dxf'] },
    tanglViewer: { extensions: ['.ifc', '.ifczip', '.rvt-tangl', '.cim'] },
    archiveViewer: { extensions: ['.zip', '.rar', '.tar', '.tar.gz', '.gz', '.7z'] },
  },
  undownloadableExtensions: { extensions: [] },
  tanglViewerUrl: null,
};

/**
 * What the app is configured with, and what the download rules read: the viewer lists and the undownloadable ones.
 * The office list names only what this server shows: PDFs, and the other office formats where LibreOffice runs to
 * convert them (docs/viewers.md).
 */
export function viewerConfiguration(
  config: Pick<ServerConfig, 'undownloadableExtensions' | 'officeConversion' | 'officeEditor' | 'modelViewerUrl'>,
): Configuration {
  const { documentViewer } = VIEWER_CONFIGURATION;
  // The office editor shows office documents itself; the PDF view needs LibreOffice to convert them.
  const office =
    config.officeEditor !== undefined || officeConverterAvailable(config.officeConversion.command)
      ? documentViewer.collabora.extensions
      : documentViewer.collabora.extensions.filter((extension) => extension === '.pdf');
  return {
    ...VIEWER_CONFIGURATION,
    documentViewer: { ...documentViewer, collabora: { extensions: office } },
    undownloadableExtensions: { extensions: [...config.undownloadableExtensions] },
    // Null: the app's own model viewer (docs/models.md).
    tanglViewerUrl: config.modelViewerUrl ?? null,
  };
}
