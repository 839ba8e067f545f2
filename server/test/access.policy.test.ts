import { describe, expect, it } from 'vitest';
import { PermissionOperation } from '../../codegen/model/permissionOperation';
import type { RequestAccount } from '../src/plugins/auth';
import {
  accessFacts,
  ALL_RIGHTS,
  canPass,
  canSee,
  governingGroups,
  holds,
  rightsOn,
  type AccessFacts,
} from '../src/policies/access.policy';

/**
 * The pure rules of docs/access-control.md on a small project:
 *
 *   top ─ design ─ architecture
 *       └ asbuilt ─ acts            («asbuilt» has points of its own: the contractor's group)
 *
 * «designers» govern the top (and so design and architecture), «contractor» governs asbuilt and below it.
 */
const { CreateFiles, UpdateFiles, DeleteFiles, DocumentFlow, PermissionControl, ReadDocument } = PermissionOperation;

const account = (...roles: RequestAccount['roles']): RequestAccount => ({
  id: 'a',
  displayName: 'Проверка',
  email: null,
  roles,
});

const POINTS = new Map([
  ['top', ['designers', 'managers']],
  ['asbuilt', ['contractor']],
]);
const ANCESTORS = new Map([
  ['top', []],
  ['asbuilt', ['top']],
]);

function factsOf(
  groups: Record<string, PermissionOperation[]>,
  roles: RequestAccount['roles'] = ['user'],
): AccessFacts {
  const mine = new Map(Object.entries(groups));
  return accessFacts(account(...roles), {
    pointsByOwner: POINTS,
    groupsOfAccount: mine,
    ancestorsOfGrantingOwners: new Map(
      [...POINTS]
        .filter(([, ids]) => ids.some((id) => mine.has(id)))
        .map(([owner]) => [owner, ANCESTORS.get(owner) ?? []]),
    ),
  });
}

const TOP = ['top'];
const ARCHITECTURE = ['top', 'design', 'architecture'];
const ASBUILT = ['top', 'asbuilt'];
const ACTS = ['top', 'asbuilt', 'acts'];

describe('the access policy', () => {
  it('lets the nearest owner with points govern a directory', () => {
    const facts = factsOf({});
    expect(governingGroups(facts, ARCHITECTURE)).toEqual(['designers', 'managers']);
    expect(governingGroups(facts, ACTS)).toEqual(['contractor']);
    expect(governingGroups(facts, ['elsewhere'])).toEqual([]);
  });

  it('gives the union of the governing groups’ operations the account belongs to, without ReadDocument', () => {
    const facts = factsOf({ designers: [CreateFiles, ReadDocument], managers: [DeleteFiles, PermissionControl] });
    expect(rightsOn(facts, ARCHITECTURE)).toEqual([CreateFiles, DeleteFiles, PermissionControl]);
    expect(holds(facts, TOP, DeleteFiles)).toBe(true);
    expect(holds(facts, TOP, UpdateFiles)).toBe(false);
  });

  it('hides what a nearer owner governs without the account, however much it holds above', () => {
    const facts = factsOf({ designers: [...ALL_RIGHTS] });
    expect(canSee(facts, ARCHITECTURE)).toBe(true);
    expect(canSee(facts, ASBUILT)).toBe(false);
    expect(canSee(facts, ACTS)).toBe(false);
    expect(rightsOn(facts, ACTS)).toEqual([]);
  });

  it('shows the path to a directory the account sees: names only, no rights', () => {
    const facts = factsOf({ contractor: [CreateFiles, DocumentFlow] });
    expect(canSee(facts, ACTS)).toBe(true);
    expect(canSee(facts, TOP)).toBe(false);
    expect(canPass(facts, TOP)).toBe(true);
    expect(canPass(facts, ARCHITECTURE)).toBe(false);
    expect(rightsOn(facts, ACTS)).toEqual([CreateFiles, DocumentFlow]);
  });

  it('lets a group without operations read, and nobody without a group see anything', () => {
    expect(canSee(factsOf({ contractor: [] }), ACTS)).toBe(true);
    expect(rightsOn(factsOf({ contractor: [] }), ACTS)).toEqual([]);
    const stranger = factsOf({});
    expect([TOP, ARCHITECTURE, ASBUILT, ACTS].some((chain) => canPass(stranger, chain))).toBe(false);
  });

  it('keeps the root for administrators and developers: everyone sees it, only they hold rights there', () => {
    expect(canSee(factsOf({}), [])).toBe(true);
    expect(rightsOn(factsOf({ designers: [...ALL_RIGHTS] }), [])).toEqual([]);
    for (const role of ['administrator', 'developer'] as const) {
      const facts = factsOf({}, [role]);
      expect(rightsOn(facts, [])).toEqual(ALL_RIGHTS);
      expect(canSee(facts, ACTS)).toBe(true);
      expect(rightsOn(facts, ['elsewhere'])).toEqual(ALL_RIGHTS);
    }
  });

  it('answers the same frozen rights for every directory the same groups govern, and anew for other facts', () => {
    const facts = factsOf({ designers: [CreateFiles], managers: [DeleteFiles] });
    const rights = rightsOn(facts, ARCHITECTURE);
    expect(rights).toEqual([CreateFiles, DeleteFiles]);
    expect(Object.isFrozen(rights)).toBe(true);
    expect(rightsOn(facts, TOP)).toBe(rights);
    // Facts read anew (a changed group) are other objects: their rights are computed for them.
    expect(rightsOn(factsOf({ designers: [UpdateFiles] }), ARCHITECTURE)).toEqual([UpdateFiles]);
    expect(rightsOn(facts, ARCHITECTURE)).toEqual([CreateFiles, DeleteFiles]);
  });
});
