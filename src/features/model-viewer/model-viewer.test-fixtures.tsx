import { vi } from 'vitest';
import type { ModelDescription } from '../../../codegen/model/modelDescription';
import type { ModelPart } from '../../../codegen/model/modelPart';
import type { ItemRecord } from './item-properties.utils';
import type { ModelEngine, PickedItem } from './model-engine';
import type { SpatialNode } from './model-tree.utils';

export const ARCHITECTURE_PART: ModelPart = {
  id: 'tv-ar',
  name: 'Модель АР.ifc',
  documentId: 'b2000000-0000-4000-8000-000000000007',
  versionIndex: 0,
  fileUri: '/v1/models/tv-ar/parts/tv-ar/file',
  size: 2048,
};

export const STRUCTURES_PART: ModelPart = {
  id: 'tv-kzh',
  name: 'Модель КЖ.ifc',
  documentId: 'b2000000-0000-4000-8000-000000000002',
  versionIndex: 1,
  fileUri: '/v1/models/tv-kzh/parts/tv-kzh/file',
  size: 4096,
};

export const MERGED_MODEL: ModelDescription = {
  id: 'merged-1',
  name: 'Сводная модель.cim',
  uploadState: 'Merged',
  parts: [ARCHITECTURE_PART, STRUCTURES_PART],
};

export const STRUCTURES_MODEL: ModelDescription = {
  id: 'tv-kzh',
  name: 'Модель КЖ.ifc',
  uploadState: 'Completed',
  parts: [STRUCTURES_PART],
};

const item = (localId: number, children?: SpatialNode[]): SpatialNode => ({
  category: null,
  localId,
  ...(children && { children }),
});
const group = (category: string, children: SpatialNode[]): SpatialNode => ({ category, localId: null, children });

/** Each part's structure: a project, a building, one storey with walls (and a column in КЖ). */
const STRUCTURES: Record<string, SpatialNode> = {
  'tv-ar': group('IFCPROJECT', [
    item(1, [
      group('IFCBUILDING', [
        item(2, [group('IFCBUILDINGSTOREY', [item(3, [group('IFCWALL', [item(10), item(11)])])])]),
      ]),
    ]),
  ]),
  'tv-kzh': group('IFCPROJECT', [
    item(1, [group('IFCBUILDINGSTOREY', [item(3, [group('IFCWALL', [item(20)]), group('IFCCOLUMN', [item(21)])])])]),
  ]),
};

const NAMES: Record<number, string> = {
  1: 'Корпус 2',
  2: 'Здание',
  3: 'Этаж 1',
  10: 'Стена наружная',
  11: 'Стена внутренняя',
  20: 'Стена монолитная',
  21: 'Колонна К-1',
};

const record = (localId: number): ItemRecord => ({
  _category: { value: localId === 21 ? 'IFCCOLUMN' : localId === 3 ? 'IFCBUILDINGSTOREY' : 'IFCWALL' },
  _localId: { value: localId },
  _guid: { value: `guid-${String(localId)}` },
  ...(NAMES[localId] !== undefined && { Name: { value: NAMES[localId] } }),
  ...(localId === 3 && { Elevation: { value: 0 } }),
});

/**
 * An engine that needs no WebGL: it records what the page asks of it and answers with the structures above. `pick`
 * answers what `picked` says.
 */
export function fakeEngine() {
  let picked: PickedItem | null = null;
  const engine = {
    loadPart: vi.fn<ModelEngine['loadPart']>((_partId, _bytes, onProgress) => {
      onProgress('parsing', 0.5);
      return Promise.resolve();
    }),
    structure: vi.fn<ModelEngine['structure']>((partId) =>
      Promise.resolve(STRUCTURES[partId] ?? { category: null, localId: null }),
    ),
    labels: vi.fn<ModelEngine['labels']>((_partId, localIds) => Promise.resolve(localIds.map(record))),
    itemData: vi.fn<ModelEngine['itemData']>(({ localId }) =>
      Promise.resolve({
        ...record(localId),
        Tag: { value: `T-${String(localId)}` },
        IsDefinedBy: [
          {
            _category: { value: 'IFCPROPERTYSET' },
            _localId: { value: 900 },
            Name: { value: 'Pset_WallCommon' },
            HasProperties: [{ Name: { value: 'IsExternal' }, NominalValue: { value: true } }],
          },
        ],
      }),
    ),
    pick: vi.fn<ModelEngine['pick']>(() => Promise.resolve(picked)),
    select: vi.fn<ModelEngine['select']>(() => Promise.resolve()),
    setVisible: vi.fn<ModelEngine['setVisible']>(() => Promise.resolve()),
    fitAll: vi.fn<ModelEngine['fitAll']>(),
    fitItem: vi.fn<ModelEngine['fitItem']>(() => Promise.resolve()),
    verticalExtent: vi.fn<ModelEngine['verticalExtent']>(() => ({ bottom: 0, top: 9 })),
    setSection: vi.fn<ModelEngine['setSection']>(),
    dispose: vi.fn<ModelEngine['dispose']>(),
  } satisfies ModelEngine;
  return {
    engine,
    pickNext: (item: PickedItem | null) => {
      picked = item;
    },
  };
}
