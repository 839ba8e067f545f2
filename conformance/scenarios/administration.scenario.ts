import { dataOf, field, kitDirectory, listsId, requiredId, type Scenario } from './scenario';

type Json = Record<string, unknown>;

/** YYYY-M-D without zero padding, as the statistics take it. */
const day = (date: Date) =>
  `${String(date.getUTCFullYear())}-${String(date.getUTCMonth() + 1)}-${String(date.getUTCDate())}`;

/** Users, security groups and their points, settings, statistics and the structure, each change undone. */
export const administrationScenario: Scenario = {
  name: 'administration',
  operations: [
    'getUsers',
    'getUserEditInfo',
    'inviteUser',
    'getUserSecurityGroups',
    'updateUserSecurityGroups',
    'updateUser',
    'getSecurityGroups',
    'createSecurityGroup',
    'updateSecurityGroup',
    'deleteSecurityGroup',
    'getDirectorySecurityPoints',
    'replaceDirectorySecurityPoints',
    'getSettings',
    'setDefaultSecurityGroups',
    'getStatistics',
    'getSkeleton',
    'createSkeleton',
    'getSkeletonEntities',
    'createSkeletonEntity',
    'getSkeletonEntity',
    'updateSkeletonEntity',
    'getSkeletonEntitySecurityPoints',
    'getSkeletonEntityAncestorNames',
    'deleteSkeletonEntity',
  ],
  async run({ run, options, state }) {
    const kit = kitDirectory(state);
    const me = state.accountId ?? '';
    const users = await run.step(
      'getUsers',
      'lists the users, the kit’s account among them',
      { method: 'GET', path: '/users' },
      { status: 200, check: listsId(me) },
    );
    const self = (dataOf(users) as Json[]).find((user) => user['id'] === me) ?? {};
    await run.check('getUserEditInfo', 'gives what the user form offers', { method: 'GET', path: '/users/edit-info' });
    await run.check('updateUser', 'saves the account’s own title unchanged', {
      method: 'PATCH',
      path: `/users/${me}`,
      json: { title: (self['title'] as string | null | undefined) ?? null },
    });
    const groupsOfMine = await run.step('getUserSecurityGroups', 'lists the account’s groups', {
      method: 'POST',
      path: `/users/${me}/security-groups`,
    });
    const myGroupIds = (dataOf(groupsOfMine) as Json[]).map((group) => String(group['id']));
    await run.check('updateUserSecurityGroups', 'saves the account’s groups unchanged', {
      method: 'PATCH',
      path: `/users/${me}/security-groups`,
      json: myGroupIds,
    });
    if (options.inviteEmail) {
      const invitation = { email: options.inviteEmail, givenName: 'Кит', familyName: 'Проверочный', roles: ['user'] };
      await run.check('inviteUser', 'invites a user', { method: 'POST', path: '/users/invite', json: invitation });
      await run.check(
        'inviteUser',
        'refuses to invite the same address again: 409 UserAlreadyExists',
        { method: 'POST', path: '/users/invite', json: invitation },
        { status: 409, code: 'UserAlreadyExists' },
      );
    } else {
      run.skip('inviteUser', 'it sends mail: give an address the kit may invite with --invite-email');
    }

    const groupName = `Conformance ${options.stamp}`;
    const group = await run.step('createSecurityGroup', 'creates a security group', {
      method: 'POST',
      path: '/security-groups',
      json: {
        name: groupName,
        description: 'Made by the conformance kit',
        members: [me],
        operations: ['DocumentFlow'],
      },
    });
    const groupId = requiredId(group, 'createSecurityGroup', 'id');
    await run.check(
      'createSecurityGroup',
      'refuses a second group of the name: 409 SecurityGroupWithNameAlreadyExists',
      { method: 'POST', path: '/security-groups', json: { name: groupName, members: [], operations: [] } },
      { status: 409, code: 'SecurityGroupWithNameAlreadyExists' },
    );
    await run.check(
      'getSecurityGroups',
      'lists the new group',
      { method: 'GET', path: '/security-groups' },
      { status: 200, check: listsId(groupId) },
    );
    await run.check('updateSecurityGroup', 'changes the group', {
      method: 'PUT',
      path: `/security-groups/${groupId}`,
      json: { name: `${groupName} (изменена)`, members: [me], operations: ['DocumentFlow', 'CreateFiles'] },
    });
    await run.check('replaceDirectorySecurityPoints', 'gives the group a point on the kit’s directory', {
      method: 'PUT',
      path: `/directories/${kit}/security-points/replace`,
      json: [groupId],
    });
    await run.check(
      'getDirectorySecurityPoints',
      'lists the group’s point',
      { method: 'GET', path: `/directories/${kit}/security-points` },
      { status: 200, check: listsId(groupId) },
    );

    const settings = await run.step('getSettings', 'reads the settings', { method: 'GET', path: '/settings' });
    const defaults = field(settings, 'domainAuthSettings', 'defaultSecurityGroupIds');
    await run.check('setDefaultSecurityGroups', 'saves the default groups unchanged', {
      method: 'PUT',
      path: '/settings/domain-auth/default-security-group',
      json: Array.isArray(defaults) ? defaults : [],
    });
    const today = new Date();
    const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
    await run.check('getStatistics', 'gives the last 30 days’ statistics', {
      method: 'GET',
      path: `/statistics?periodFrom=${day(monthAgo)}&periodTo=${day(today)}`,
    });
    await run.check(
      'getStatistics',
      'refuses a period that ends before it starts: 400',
      { method: 'GET', path: `/statistics?periodFrom=${day(today)}&periodTo=${day(monthAgo)}` },
      { status: 400 },
    );

    const skeleton = await run.step('createSkeleton', 'creates the skeleton, or answers the existing one', {
      method: 'POST',
      path: '/skeleton',
      json: { name: 'default' },
    });
    const skeletonId = requiredId(skeleton, 'createSkeleton', 'id');
    await run.check('getSkeleton', 'reads the skeleton', { method: 'GET', path: '/skeleton' });
    // Creatable entities make no directory until someone adds one, so the kit leaves the tree as it was.
    const entity = (name: string, parentId: string | null) => ({
      name,
      parentId,
      skeletonId,
      isCreatable: true,
      description: 'Made by the conformance kit',
      securityGroups: [groupId],
    });
    const root = requiredId(
      await run.step('createSkeletonEntity', 'creates a creatable root entity', {
        method: 'POST',
        path: '/skeleton-entities',
        json: entity(groupName, null),
      }),
      'createSkeletonEntity',
      'id',
    );
    const childEntity = requiredId(
      await run.step('createSkeletonEntity', 'creates an entity under it', {
        method: 'POST',
        path: '/skeleton-entities',
        json: entity('Раздел', root),
      }),
      'createSkeletonEntity',
      'id',
    );
    await run.check(
      'createSkeletonEntity',
      'refuses a sibling’s name: 409 SkeletonEntityWithNameAlreadyExists',
      { method: 'POST', path: '/skeleton-entities', json: entity('раздел', root) },
      { status: 409, code: 'SkeletonEntityWithNameAlreadyExists' },
    );
    await run.check(
      'getSkeletonEntities',
      'lists the entities',
      { method: 'GET', path: `/skeleton/${skeletonId}/entities` },
      { status: 200, check: listsId(childEntity) },
    );
    await run.check('getSkeletonEntity', 'reads the entity', {
      method: 'GET',
      path: `/skeleton-entities/${childEntity}`,
    });
    await run.check('updateSkeletonEntity', 'renames the entity', {
      method: 'PATCH',
      path: `/skeleton-entities/${childEntity}`,
      json: { ...entity('Раздел (изменён)', root), id: childEntity },
    });
    await run.check(
      'getSkeletonEntitySecurityPoints',
      'lists the group’s point on the entity',
      { method: 'GET', path: `/skeleton-entities/${childEntity}/security-points` },
      { status: 200, check: listsId(groupId) },
    );
    await run.check('getSkeletonEntityAncestorNames', 'names the entity’s ancestors', {
      method: 'GET',
      path: `/skeleton-entities/${childEntity}/ancestors/names`,
    });
    await run.check('deleteSkeletonEntity', 'deletes the entities', {
      method: 'DELETE',
      path: `/skeleton-entities/${root}`,
    });
    await run.check('replaceDirectorySecurityPoints', 'takes the point off the kit’s directory', {
      method: 'PUT',
      path: `/directories/${kit}/security-points/replace`,
      json: [],
    });
    await run.check('deleteSecurityGroup', 'deletes the group', {
      method: 'DELETE',
      path: `/security-groups/${groupId}`,
    });
  },
};
