import type { ApplicationData } from '../../../codegen/model/applicationData';
import type { Configuration } from '../../../codegen/model/configuration';
import type { OperationHandler } from '../app';
import type { ServerConfig } from '../config';
import { revokeGrant } from '../repositories/oidc-payloads.repository';
import { officeConverterAvailable } from '../services/office-converter';

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
    tanglViewer: { extensions: ['.ifc', '.rvt-tangl', '.cim'] },
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
  config: Pick<ServerConfig, 'undownloadableExtensions' | 'officeConversion'>,
): Configuration {
  const { documentViewer } = VIEWER_CONFIGURATION;
  const office = officeConverterAvailable(config.officeConversion.command)
    ? documentViewer.collabora.extensions
    : documentViewer.collabora.extensions.filter((extension) => extension === '.pdf');
  return {
    ...VIEWER_CONFIGURATION,
    documentViewer: { ...documentViewer, collabora: { extensions: office } },
    undownloadableExtensions: { extensions: [...config.undownloadableExtensions] },
  };
}

export const SERVER_VERSION = '1.0.0';

/** Operations of the `auth` tag: the app's start data, and the sign-out. */
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
      configuration: {
        ...viewerConfiguration(request.server.config),
        unavailableOperations: [...request.server.unavailableOperations],
      },
      version: SERVER_VERSION,
    };
    return Promise.resolve(data);
  },
  // With the local provider the grant goes, and with it the refresh token and every access token issued under it;
  // an external provider's tokens are its own to end, at its end-session endpoint the app calls next.
  logout: async (request, reply) => {
    const { grantId } = request.account;
    if (request.server.localSessions && grantId !== undefined) await revokeGrant(request.server.db, grantId);
    await reply.status(204).send();
  },
};
