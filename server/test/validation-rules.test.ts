import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectoryBodyNameMax } from '../../codegen/zod/directories/directories.zod';
import { createThroughApi, expectProblem, uniqueName } from './directory-helpers';
import { seedDirectory, uploadTestDocument } from './documents.seed';
import { ADMIN, startTestServer, STAFF } from './test-server';

/**
 * ValidationFailed names the broken rule (FieldError.rule, .limit), from the contract's validation and from the
 * server's own name checks alike, so that the app can show its own translated text on the field.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.app.close();
});

const createDirectory = (payload: Record<string, unknown>) =>
  server.call(ADMIN, { method: 'POST', url: '/v1/directories', payload });

describe('FieldError.rule and .limit', () => {
  it('carry the keyword and limit the contract checked: a directory name one above its maxLength', async () => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const problem = expectProblem(
      await createDirectory({ name: 'ж'.repeat(createDirectoryBodyNameMax + 1), parentId: top.id }),
      400,
      'ValidationFailed',
    );
    expect(problem.errors).toEqual([
      expect.objectContaining({ field: 'body.name', rule: 'maxLength', limit: createDirectoryBodyNameMax }),
    ]);
  });

  it('carry the missing property as `required`', async () => {
    const problem = expectProblem(await createDirectory({ parentId: null }), 400, 'ValidationFailed');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'body.name', rule: 'required' })]);
  });

  it.each([
    ['АР/КЖ', 'pathSeparator'],
    ['АР\\КЖ', 'pathSeparator'],
    ['..', 'reservedName'],
    ['АР\u0007', 'controlCharacters'],
  ])('name the directory name check %j broke: %s', async (name, rule) => {
    const top = await createThroughApi(server, uniqueName('Проект'), null);
    const problem = expectProblem(await createDirectory({ name, parentId: top.id }), 400, 'ValidationFailed');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'body.name', rule })]);
  });

  it.each([
    ['a/b.png', { rule: 'pathSeparator' }],
    ['ab', { rule: 'minLength', limit: 3 }],
    ['  ab  ', { rule: 'minLength', limit: 3 }],
    ['я'.repeat(129), { rule: 'maxLength', limit: 128 }],
  ])('name the document name rule %j broke', async (name, rule) => {
    const place = await seedDirectory(server.app.db);
    const document = await uploadTestDocument(server, STAFF, place.id, { name: 'Исходное имя.pdf' });
    const response = await server.call(STAFF, {
      method: 'PUT',
      url: `/v1/documents/${document.id}`,
      payload: { name },
    });
    const problem = expectProblem(response, 400, 'ValidationFailed');
    expect(problem.errors).toEqual([expect.objectContaining({ field: 'body.name', ...rule })]);
  });
});
