import type { FastifyRequest } from 'fastify';
import { documentContext, type DocumentContext } from '../services/document-context';
import { viewerConfiguration } from '../services/viewer-configuration';

/**
 * What the document services need of a request: the account, the stores, and the viewer and undownloadable lists of
 * this installation, so every handler applies the same download rules.
 */
export const documentContextOf = (request: FastifyRequest): DocumentContext =>
  documentContext(request, viewerConfiguration(request.server.config));
