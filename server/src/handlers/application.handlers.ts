import type { ApplicationData } from '../../../codegen/model/applicationData';
import type { Configuration } from '../../../codegen/model/configuration';
import type { OperationHandler } from '../app';

/** The viewer lists of explorer.md §3 and platform.md §5 (office list as the product ships it). */
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
    dwgViewer: { extensions: ['.dwg'] },
    tanglViewer: { extensions: ['.ifc', '.rvt-tangl', '.cim'] },
    archiveViewer: { extensions: ['.zip', '.rar', '.tar', '.tar.gz', '.gz', '.7z'] },
  },
  undownloadableExtensions: { extensions: [] },
  tanglViewerUrl: null,
};

export const SERVER_VERSION = '1.0.0';

/** Operations of the `auth` tag: the app's start data, and the sign-out (tokens are the provider's to end). */
export const applicationHandlers: Record<string, OperationHandler> = {
  getApplication: (request) => {
    const { account } = request;
    const data: ApplicationData = {
      account: {
        id: account.id,
        displayName: account.displayName,
        picture: null,
        roles: [...account.roles],
        ...(account.email ? { email: account.email } : {}),
      },
      configuration: VIEWER_CONFIGURATION,
      version: SERVER_VERSION,
    };
    return Promise.resolve(data);
  },
  logout: async (_request, reply) => {
    await reply.status(204).send();
  },
};
