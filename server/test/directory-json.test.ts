import { describe, expect, it } from 'vitest';
import { PermissionOperation } from '../../codegen/model/permissionOperation';
import { pushDirectoryJson } from '../src/mappers/directory-json';
import {
  toDirectory,
  type DirectoryAccess,
  type DirectoryRecord,
  type PinRecord,
} from '../src/mappers/directory.mapper';

const record = (overrides: Partial<DirectoryRecord> = {}): DirectoryRecord => ({
  id: 'a1000000-0000-4000-8000-000000000001',
  name: 'Рабочая документация',
  parentId: 'a1000000-0000-4000-8000-000000000002',
  skeletonEntityId: null,
  metadata: [],
  allowUploadDocuments: true,
  allowCreateDirectory: false,
  depth: 1,
  ancestorIds: ['a1000000-0000-4000-8000-000000000002'],
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-28T11:30:00.000Z',
  deletedAt: null,
  deletedBy: null,
  contentsStamp: 3,
  ...overrides,
});

const json = (of: DirectoryRecord, pin: PinRecord | undefined, access: DirectoryAccess) => {
  const parts: Buffer[] = [];
  pushDirectoryJson(parts, of, pin, access);
  return { text: Buffer.concat(parts).toString(), parts };
};

describe('pushDirectoryJson', () => {
  const records = [
    record(),
    record({ parentId: null, depth: 0, ancestorIds: [], name: 'ЖК «Северный квартал»' }),
    record({
      skeletonEntityId: 'a1000000-0000-4000-8000-000000000003',
      name: 'Quotes " and \\ backslashes, a tab\t, \u2028 and 😀',
      metadata: [
        { key: 'Шифр', value: 'АР-01' },
        { key: 'empty', value: null },
      ],
    }),
  ];
  const pins: (PinRecord | undefined)[] = [
    undefined,
    { directoryId: 'x', pinned: true, priority: 2, shortName: 'РД' },
    { directoryId: 'x', pinned: false, priority: -1, shortName: null },
  ];
  const accesses: DirectoryAccess[] = [
    { permissions: [], contentsVisible: false },
    { permissions: [PermissionOperation.CreateFiles, PermissionOperation.DocumentFlow], contentsVisible: true },
  ];

  it('gives exactly the bytes of JSON.stringify of the contract’s Directory, for every pin and access', () => {
    for (const each of records)
      for (const pin of pins)
        for (const access of accesses)
          expect(json(each, pin, access).text).toBe(JSON.stringify(toDirectory(each, pin, access)));
  });

  it('serializes a record once, whoever it is shown to', () => {
    const kept = record();
    const first = json(kept, undefined, accesses[0] ?? { permissions: [], contentsVisible: false });
    const second = json(kept, pins[1], accesses[1] ?? { permissions: [], contentsVisible: true });
    // The record's own runs (before and after the pin) are the same bytes, not made again.
    expect(second.parts[0]).toBe(first.parts[0]);
    expect(second.parts[2]).toBe(first.parts[2]);
  });

  it('serializes an access given in an array that may still change as it is at each call', () => {
    const permissions: PermissionOperation[] = [PermissionOperation.CreateFiles];
    const kept = record();
    expect(json(kept, undefined, { permissions, contentsVisible: true }).text).toContain(
      '"permissions":["CreateFiles"]',
    );
    permissions.push(PermissionOperation.DeleteFiles);
    expect(json(kept, undefined, { permissions, contentsVisible: true }).text).toContain(
      '"permissions":["CreateFiles","DeleteFiles"]',
    );
    const frozen = Object.freeze([PermissionOperation.DocumentFlow]);
    expect(json(kept, undefined, { permissions: frozen, contentsVisible: false }).text).toBe(
      JSON.stringify(toDirectory(kept, undefined, { permissions: frozen, contentsVisible: false })),
    );
  });
});
