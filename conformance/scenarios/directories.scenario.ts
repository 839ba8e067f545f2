import { randomUUID } from 'node:crypto';
import { field, kitDirectory, listsId, requiredId, type Scenario } from './scenario';

/** The kit's own directory and the directory operations on directories it makes inside it. */
export const directoriesScenario: Scenario = {
  name: 'directories',
  operations: [
    'getApplication',
    'getMemberOf',
    'createDirectory',
    'getDirectory',
    'getDirectoryProperties',
    'getDirectoryChildren',
    'fetchDirectory',
    'getDirectoriesByAncestors',
    'getDirectoryAncestorNames',
    'renameDirectory',
    'uploadDirectory',
    'getDirectoryDownloadable',
    'getDirectoryDownloadRequirements',
    'acceptDownloadRequirement',
    'getPinnedDirectories',
    'pinDirectory',
    'unpinDirectory',
  ],
  async run({ run, options, state }) {
    const application = await run.step('getApplication', 'loads the account and configuration', {
      method: 'GET',
      path: '/application',
    });
    state.accountId = requiredId(application, 'getApplication', 'account', 'id');
    await run.check('getMemberOf', 'lists the account’s security groups', {
      method: 'GET',
      path: '/profile/member-of',
    });

    const kitName = `Conformance ${options.stamp}`;
    const created = await run.step('createDirectory', 'creates the kit’s own directory', {
      method: 'POST',
      path: '/directories',
      json: { name: kitName, parentId: options.parentDirectoryId },
    });
    state.kitDirectoryId = requiredId(created, 'createDirectory', 'id');
    const kit = kitDirectory(state);
    const child = async (name: string) =>
      requiredId(
        await run.step('createDirectory', `creates «${name}» inside it`, {
          method: 'POST',
          path: '/directories',
          json: { name, parentId: kit, metadata: [{ key: 'Шифр', value: 'CK-01' }] },
        }),
        'createDirectory',
        'id',
      );
    const sections = await child('Разделы');
    const drafts = await child('Черновики');
    await run.check(
      'createDirectory',
      'refuses a sibling’s name: 409 DirectoryWithNameAlreadyExists',
      { method: 'POST', path: '/directories', json: { name: 'разделы', parentId: kit } },
      { status: 409, code: 'DirectoryWithNameAlreadyExists' },
    );
    await run.check(
      'createDirectory',
      'refuses a blank name: 400 ValidationFailed',
      { method: 'POST', path: '/directories', json: { name: '   ', parentId: kit } },
      { status: 400, code: 'ValidationFailed' },
    );
    await run.check(
      'createDirectory',
      'refuses a parent that exists nowhere: 404',
      { method: 'POST', path: '/directories', json: { name: 'Потерянный', parentId: randomUUID() } },
      { status: 404 },
    );

    await run.check(
      'getDirectory',
      'reads the kit’s directory',
      { method: 'GET', path: `/directories/${kit}` },
      {
        status: 200,
        check: (answer) => (field(answer, 'name') === kitName ? null : 'the name is not the one it was created with'),
      },
    );
    const ordinary = run.ordinaryRole();
    if (ordinary) {
      await run.check(
        'getDirectory',
        'hides the kit’s directory from an ordinary account without rights in it: 404',
        { method: 'GET', path: `/directories/${kit}`, as: ordinary },
        { status: 404 },
      );
    }
    await run.check('getDirectoryProperties', 'reads its properties', {
      method: 'GET',
      path: `/directories/${sections}/properties`,
    });
    await run.check(
      'getDirectoryChildren',
      'lists its child directories',
      { method: 'GET', path: `/directories/${kit}/children` },
      { status: 200, check: listsId(sections) },
    );
    await run.check(
      'getDirectoryChildren',
      'lists the top-level directories under «root»',
      { method: 'GET', path: '/directories/root/children' },
      { status: 200 },
    );
    await run.check('fetchDirectory', 'loads it for the explorer', {
      method: 'GET',
      path: `/directories/${kit}/fetch`,
    });
    await run.check('fetchDirectory', 'loads it as the app asks, naming a gzip file of the JSON too', {
      method: 'GET',
      path: `/directories/${kit}/fetch`,
      headers: { accept: 'application/json, application/gzip, application/problem+json' },
    });
    await run.check(
      'getDirectoriesByAncestors',
      'lists the children of several directories',
      { method: 'POST', path: '/directories/children', json: [kit] },
      { status: 200 },
    );
    await run.check(
      'getDirectoryAncestorNames',
      'names the ancestors of a child',
      { method: 'GET', path: `/directories/${sections}/ancestors/names` },
      { status: 200 },
    );

    await run.check('renameDirectory', 'renames a directory', {
      method: 'PUT',
      path: `/directories/${drafts}/rename`,
      json: { name: 'Черновики (старые)' },
    });
    await run.check(
      'renameDirectory',
      'refuses a sibling’s name: 409 DirectoryWithNameAlreadyExists',
      { method: 'PUT', path: `/directories/${drafts}/rename`, json: { name: 'Разделы' } },
      { status: 409, code: 'DirectoryWithNameAlreadyExists' },
    );
    await run.check('uploadDirectory', 'checks and creates the directory a folder upload fills', {
      method: 'POST',
      path: '/directories/upload',
      json: { name: 'Загруженная папка', parentDirectoryId: kit, isUploadDirectory: true },
    });

    await run.check('getDirectoryDownloadable', 'tells whether it may be downloaded', {
      method: 'GET',
      path: `/directories/${kit}/downloadable`,
    });
    const requirements = await run.step('getDirectoryDownloadRequirements', 'reads its download conditions', {
      method: 'GET',
      path: `/directories/${kit}/download-requirements`,
    });
    // Each condition names its own acceptance endpoint; the kit accepts them all so that its downloads may proceed.
    const conditions = field(requirements, 'requireAcceptance');
    for (const condition of Array.isArray(conditions) ? (conditions as Record<string, unknown>[]) : []) {
      const endpoint = typeof condition['acceptanceEndpoint'] === 'string' ? condition['acceptanceEndpoint'] : '';
      await run.check('acceptDownloadRequirement', `accepts «${String(condition['requirementText'])}»`, {
        method: 'POST',
        path: `/download-acceptances/${endpoint.split('/').pop() ?? ''}`,
      });
    }
    await run.check(
      'acceptDownloadRequirement',
      'refuses a requirement that exists nowhere: 404',
      { method: 'POST', path: `/download-acceptances/${randomUUID()}` },
      { status: 404 },
    );

    await run.check('pinDirectory', 'pins a directory', {
      method: 'POST',
      path: `/pinned-directories/${sections}/pin`,
    });
    await run.check(
      'getPinnedDirectories',
      'lists the pinned directory',
      { method: 'GET', path: '/pinned-directories' },
      { status: 200, check: listsId(sections) },
    );
    await run.check('unpinDirectory', 'unpins it', { method: 'DELETE', path: `/pinned-directories/${sections}/pin` });
  },
};
