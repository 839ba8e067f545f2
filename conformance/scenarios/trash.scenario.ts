import { Blocked } from '../conformance-run';
import { field, kitDirectory, makeDirectory, type Scenario, type ScenarioContext, uploadFile } from './scenario';

type Json = Record<string, unknown>;

/** The trash entries of these elements, found by a name pattern that only the kit's names carry. */
async function trashEntries(
  { run }: ScenarioContext,
  pattern: string,
  elementIds: readonly string[],
  title: string,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const { answer } = await run.check(
    'getDeletedElements',
    title,
    {
      method: 'POST',
      path: '/deleted',
      json: { pageNumber: 1, pageSize: 100, sortType: 'DeletionDateDescending', filterType: 'Default', pattern },
    },
    {
      status: 200,
      check: (page) => {
        const entries = field(page, 'deletedElements');
        for (const entry of Array.isArray(entries) ? (entries as Json[]) : []) {
          const element = entry['element'] as Json | undefined;
          if (typeof element?.['id'] === 'string' && typeof entry['id'] === 'string')
            found.set(element['id'], entry['id']);
        }
        const missing = elementIds.filter((id) => !found.has(id));
        return missing.length === 0 ? null : `the trash does not list ${missing.join(', ')}`;
      },
    },
  );
  if (!answer) throw new Blocked('getDeletedElements');
  return found;
}

/** Moves, deletions, the trash and, at the end, the kit's own directory removed for good. */
export const trashScenario: Scenario = {
  name: 'moves and trash',
  operations: [
    'moveItems',
    'deleteDocument',
    'deleteDocuments',
    'deleteDirectories',
    'getDeletedElements',
    'restoreDeletedElements',
    'deleteElementsPermanently',
  ],
  async run(context) {
    const { run, options, state } = context;
    const kit = kitDirectory(state);
    const directory = (name: string, parentId: string) => makeDirectory(run, name, parentId);
    const moves = await directory('Перемещения', kit);
    const from = await directory('Откуда', moves);
    const to = await directory('Куда', moves);
    const spare = await directory(`Лишняя ${options.stamp}`, moves);
    const upload = (name: string, parentDirectoryId: string) =>
      uploadFile(run, parentDirectoryId, name, `${name}: conformance kit`);
    const moved = await upload(`Перенос ${options.stamp}.txt`, from);
    await run.check('moveItems', 'moves a document into a sibling directory', {
      method: 'POST',
      path: `/explorer/move/from/${from}/to/${to}`,
      json: { documentIds: [moved], directoryIds: [] },
    });
    await run.check(
      'moveItems',
      'refuses the root as the target: 400 CanNotMoveFilesToRootDirectory',
      { method: 'POST', path: `/explorer/move/from/${to}/to/root`, json: { documentIds: [moved], directoryIds: [] } },
      { status: 400, code: 'CanNotMoveFilesToRootDirectory' },
    );

    const single = await upload(`Удалить ${options.stamp}.txt`, to);
    const pair = [
      await upload(`Удалить 2 ${options.stamp}.txt`, to),
      await upload(`Удалить 3 ${options.stamp}.txt`, to),
    ];
    await run.check('deleteDocument', 'moves a document into the trash', {
      method: 'DELETE',
      path: `/documents/${single}`,
    });
    await run.check('deleteDocuments', 'moves two documents into the trash', {
      method: 'POST',
      path: '/documents/delete',
      json: pair,
    });
    await run.check('deleteDirectories', 'moves a directory into the trash', {
      method: 'POST',
      path: `/directories/${moves}/delete-many`,
      json: { directoryIds: [spare] },
    });
    await run.check(
      'getDocument',
      'no longer finds a deleted document: 404',
      { method: 'GET', path: `/documents/${single}` },
      { status: 404 },
    );

    const entries = await trashEntries(context, options.stamp, [single, ...pair, spare], 'lists the deleted elements');
    const restoreId = entries.get(single);
    run.skip('restoreDeletedElements', 'the trash did not list the deleted document it would restore');
    run.skip('deleteElementsPermanently', 'the trash did not list the deleted elements it would delete for good');
    if (restoreId) {
      await run.check('restoreDeletedElements', 'restores the document', {
        method: 'PATCH',
        path: '/deleted',
        json: { deletedElementIds: [restoreId] },
      });
      await run.check('getDocument', 'finds the restored document again', {
        method: 'GET',
        path: `/documents/${single}`,
      });
    }
    const forGood = [...pair, spare].flatMap((id) => entries.get(id) ?? []);
    if (forGood.length > 0) {
      await run.check('deleteElementsPermanently', 'deletes the other elements for good', {
        method: 'POST',
        path: '/deleted/delete',
        json: forGood,
      });
    }
  },
};

/** The end of a run: the kit's directory deleted and removed from the trash, then the trash and the session. */
export const closingScenario: Scenario = {
  name: 'closing',
  operations: ['deleteDirectory', 'emptyTrash', 'logout'],
  async run(context) {
    const { run, options, state } = context;
    if (state.kitDirectoryId) {
      const kit = state.kitDirectoryId;
      await run.step('deleteDirectory', 'moves the kit’s directory into the trash', {
        method: 'DELETE',
        path: `/directories/${kit}`,
      });
      const entries = await trashEntries(context, `Conformance ${options.stamp}`, [kit], 'finds the kit’s directory');
      const entry = entries.get(kit);
      if (entry) {
        await run.check('deleteElementsPermanently', 'deletes the kit’s directory for good', {
          method: 'POST',
          path: '/deleted/delete',
          json: [entry],
        });
      }
    } else {
      run.skip('deleteDirectory', 'the kit’s directory was never made');
    }
    if (options.allowEmptyTrash) {
      await run.check('emptyTrash', 'empties the account’s trash', { method: 'DELETE', path: '/deleted/empty' });
    } else {
      run.skip('emptyTrash', 'it would empty the account’s whole trash: run with --allow-empty-trash');
    }
    await run.check('logout', 'ends the session (last of all)', { method: 'POST', path: '/auth/logout' });
  },
};
