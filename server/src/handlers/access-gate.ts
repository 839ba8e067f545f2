import type { FastifyRequest } from 'fastify';
import type { OperationHandler } from '../app';
import { canPass, canSee, chainOf, ensureHolds, type AccessFacts, type Chain } from '../policies/access.policy';
import { OPERATION_RULES, type Check, type Need, type Source } from '../policies/operation-rights';
import { forbidden, notFound } from '../problem';
import { directoryChains, documentChains } from '../repositories/access.repository';
import { modelDocumentIds } from '../repositories/models.repository';
import { accessOf, directoryChainsFor } from '../services/access.service';
import { documentFromListing } from './listed-document';

const ROOT = 'root';

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/**
 * The ids a check names in the request: `null` for the root (a body's null parent, a `root` path), none when the
 * request does not carry the field (the services answer what is missing; a multipart body is theirs to read).
 */
function idsOf(request: FastifyRequest, source: Source): (string | null)[] {
  if ('path' in source) {
    const value = field(request.params, source.path);
    if (typeof value !== 'string' || source.skip?.includes(value)) return [];
    return [value === ROOT ? null : value.toLowerCase()];
  }
  if (request.isMultipart()) return [];
  if ('bodyItself' in source)
    return Array.isArray(request.body) ? request.body.filter((id) => typeof id === 'string') : [];
  if ('bodyList' in source) {
    const list = field(request.body, source.bodyList);
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  }
  const value = field(request.body, source.body);
  if (value === null) return source.nullIsNothing ? [] : [null];
  return typeof value === 'string' ? [value] : [];
}

interface Place {
  /** The chain that decides whether the item is seen at all. */
  seen: Chain;
  /** The chain whose rights the check needs. */
  ruled: Chain;
}

/** The places of the named items; unknown ids are left out, for the service to answer 404 as it would anyway. */
async function placesOf(request: FastifyRequest, check: Check, ids: readonly (string | null)[]): Promise<Place[]> {
  const { db } = request.server;
  const known = ids.filter((id): id is string => id !== null);
  const root: Place[] = ids.includes(null) ? [{ seen: [], ruled: [] }] : [];
  if ('directory' in check) {
    const chains = await directoryChainsFor(db, request.account, known);
    return [
      ...root,
      ...known.flatMap((id) => {
        const chain = chains.get(id);
        if (!chain) return [];
        return [{ seen: chain, ruled: check.at === 'place' ? chain.slice(0, -1) : chain }];
      }),
    ];
  }
  if ('document' in check) {
    const chains = await documentChainsOf(request, known);
    return known.flatMap((id) => {
      const chain = chains.get(id);
      return chain ? [{ seen: chain, ruled: chain }] : [];
    });
  }
  if ('model' in check) {
    // Every document the model is made of; a model id names no directory of its own.
    const documents = await modelDocumentIds(db, known);
    const chains = await documentChains(db, [...new Set([...documents.values()].flat())]);
    return [...documents.values()].flat().flatMap((id) => {
      const chain = chains.get(id);
      return chain ? [{ seen: chain, ruled: chain }] : [];
    });
  }
  // A trash element: a directory deleted from its parent, or a document deleted from its directory.
  const [directories, documents] = await Promise.all([directoryChains(db, known), documentChains(db, known)]);
  return known.flatMap((id) => {
    const directory = directories.get(id);
    if (directory) return [{ seen: directory.slice(0, -1), ruled: directory.slice(0, -1) }];
    const document = documents.get(id);
    return document ? [{ seen: document, ruled: document }] : [];
  });
}

/**
 * The documents' chains; a document's GET that its directory's kept listing answers takes the chain of that directory,
 * read already, instead of a statement (handlers/listed-document.ts).
 */
async function documentChainsOf(request: FastifyRequest, ids: readonly string[]): Promise<Map<string, Chain>> {
  const [id] = ids;
  if (ids.length === 1 && id !== undefined) {
    const listed = await documentFromListing(request, id);
    if (listed) return new Map([[id, chainOf(listed.directory)]]);
  }
  return documentChains(request.server.db, ids);
}

function isSeen(facts: AccessFacts, need: Need, chain: Chain): boolean {
  return need === 'pass' ? canPass(facts, chain) : canSee(facts, chain);
}

/** Every item of a check must be seen (404, as if missing) before any lack of rights is told (403). */
async function applyCheck(request: FastifyRequest, facts: AccessFacts, check: Check): Promise<void> {
  const source =
    'directory' in check
      ? check.directory
      : 'document' in check
        ? check.document
        : 'model' in check
          ? check.model
          : check.trashElement;
  const places = await placesOf(request, check, idsOf(request, source));
  if (places.some((place) => !isSeen(facts, check.need, place.seen)))
    throw notFound('The item was not found or was deleted.');
  const { need } = check;
  if (need === 'see' || need === 'pass') return;
  for (const place of places) ensureHolds(facts, place.ruled, need);
}

/**
 * Decides, from the operation table, whether the request's account may call the operation on what the request names,
 * before the handler runs (docs/access-control.md).
 */
export async function applyOperationRule(request: FastifyRequest, operationId: string): Promise<void> {
  const rule = OPERATION_RULES[operationId];
  if (!rule) throw new Error(`The operation ${operationId} has no access rule.`);
  if (rule.public) return;
  const facts = await accessOf(request.server.db, request.account);
  if (rule.elevated && !facts.elevated) throw forbidden('Only administrators and developers may do this.');
  for (const check of rule.checks ?? []) await applyCheck(request, facts, check);
}

/** The handler of an operation behind its access rule. */
export function guarded(operationId: string, handler: OperationHandler): OperationHandler {
  return async (request, reply) => {
    await applyOperationRule(request, operationId);
    return handler(request, reply);
  };
}
