import type { ApplicationData } from '../../../codegen/model/applicationData';
import type { OperationHandler } from '../app';
import { revokeGrant } from '../repositories/oidc-payloads.repository';
import { officeEditorConfiguration } from '../office/office-editor';
import { viewerConfiguration } from '../services/viewer-configuration';

export const SERVER_VERSION = '1.0.0';

/** Operations of the `auth` tag: the app's start data, and the sign-out. */
export const applicationHandlers: Record<string, OperationHandler> = {
  getApplication: async (request) => {
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
        officeEditor: await officeEditorConfiguration(request.server.office, request.log),
        unavailableOperations: [...request.server.unavailableOperations],
      },
      version: SERVER_VERSION,
    };
    return data;
  },
  // With the local provider the grant goes, and with it the refresh token and every access token issued under it;
  // an external provider's tokens are its own to end, at its end-session endpoint the app calls next.
  logout: async (request, reply) => {
    const { grantId } = request.account;
    if (request.server.localSessions && grantId !== undefined) await revokeGrant(request.server.db, grantId);
    await reply.status(204).send();
  },
};
