import { describe, expect, it } from 'vitest';
import {
  ancestorValues,
  allRefs,
  buildPartTree,
  classFilters,
  indexTree,
  initialExpanded,
  modelFilters,
  storeyFilters,
  structureItemIds,
  type ModelTreeNode,
  type PartStructure,
  type SpatialNode,
} from './model-tree.utils';

const item = (localId: number, children?: SpatialNode[]): SpatialNode => ({
  category: null,
  localId,
  ...(children && { children }),
});
const group = (category: string, children: SpatialNode[]): SpatialNode => ({ category, localId: null, children });

/** The shape fragments gives (IfcOpenHouse, reduced): a project, a site, a building, two storeys. */
const houseRoot = group('IFCPROJECT', [
  item(18, [
    group('IFCSITE', [
      item(24, [
        group('IFCBUILDING', [
          item(31, [
            group('IFCBUILDINGSTOREY', [
              item(38, [
                group('IFCWALLSTANDARDCASE', [item(40), item(221)]),
                group('IFCWINDOW', [item(2511, [group('IFCMEMBER', [item(2543), item(2549)])])]),
              ]),
              item(50, [group('IFCSLAB', [item(60)])]),
            ]),
          ]),
        ]),
      ]),
    ]),
  ]),
]);

const house: PartStructure = {
  partId: 'ar',
  partName: 'Модель АР.ifc',
  root: houseRoot,
  labels: new Map([
    [18, { name: 'IfcOpenHouse' }],
    [38, { name: 'Этаж 1', elevation: 0 }],
    [50, { name: 'Кровля', elevation: 3.2 }],
    [40, { name: 'South wall' }],
  ]),
};

const structures: PartStructure = {
  partId: 'kzh',
  partName: 'Модель КЖ.ifc',
  root: group('IFCPROJECT', [
    item(1, [group('IFCBUILDINGSTOREY', [item(2, [group('IFCWALL', [item(3)]), group('IFCCOLUMN', [item(4)])])])]),
  ]),
  labels: new Map([[2, { name: 'Этаж 1', elevation: 0 }]]),
};

/** The tree as «kind category name: items», indented, to read a whole tree at a glance. */
function outline(node: ModelTreeNode, depth = 0): string[] {
  const label = [node.kind, node.category, node.name].filter(Boolean).join(' ');
  return [
    `${'  '.repeat(depth)}${label}: ${node.items.join(',')}`,
    ...node.children.flatMap((child) => outline(child, depth + 1)),
  ];
}

describe('buildPartTree', () => {
  it('reads project → site → building → storeys (top first) → elements grouped by class', () => {
    expect(outline(buildPartTree(house))).toEqual([
      'part Модель АР.ifc: 18,24,31,50,60,38,40,221,2511,2543,2549',
      '  item IFCPROJECT IfcOpenHouse: 18,24,31,50,60,38,40,221,2511,2543,2549',
      '    item IFCSITE: 24,31,50,60,38,40,221,2511,2543,2549',
      '      item IFCBUILDING: 31,50,60,38,40,221,2511,2543,2549',
      '        item IFCBUILDINGSTOREY Кровля: 50,60',
      '          class IFCSLAB: 60',
      '            item IFCSLAB: 60',
      '        item IFCBUILDINGSTOREY Этаж 1: 38,40,221,2511,2543,2549',
      '          class IFCWALLSTANDARDCASE: 40,221',
      '            item IFCWALLSTANDARDCASE South wall: 40',
      '            item IFCWALLSTANDARDCASE: 221',
      '          class IFCWINDOW: 2511,2543,2549',
      '            item IFCWINDOW: 2511,2543,2549',
      '              class IFCMEMBER: 2543,2549',
      '                item IFCMEMBER: 2543',
      '                item IFCMEMBER: 2549',
    ]);
  });

  it('gives every node a value unique in the federated tree', () => {
    const index = indexTree([buildPartTree(house), buildPartTree(structures)]);
    expect(index.get('ar/40')?.name).toBe('South wall');
    expect(index.get('kzh/3')?.category).toBe('IFCWALL');
    expect(index.get('ar/38/IFCWALLSTANDARDCASE')?.kind).toBe('class');
    expect(index.get('kzh')?.kind).toBe('part');
  });

  it('merges two groups of one class below an item', () => {
    const part = buildPartTree({
      ...structures,
      root: item(1, [group('IFCWALL', [item(3)]), group('IFCWALL', [item(5)])]),
    });
    expect(outline(part)).toEqual([
      'part Модель КЖ.ifc: 1,3,5',
      '  item: 1,3,5',
      '    class IFCWALL: 3,5',
      '      item IFCWALL: 3',
      '      item IFCWALL: 5',
    ]);
  });

  it('keeps an empty structure as a part without children', () => {
    expect(outline(buildPartTree({ ...structures, root: { category: 'IFCPROJECT', localId: null } }))).toEqual([
      'part Модель КЖ.ifc: ',
    ]);
  });
});

describe('structureItemIds', () => {
  it('lists every item of the structure', () => {
    expect(structureItemIds(structures.root)).toEqual([1, 2, 3, 4]);
  });
});

describe('tree navigation', () => {
  const parts = [buildPartTree(house)];

  it('opens the parts and the spatial breakdown down to the storeys', () => {
    expect(initialExpanded(parts)).toEqual({ ar: true, 'ar/18': true, 'ar/24': true, 'ar/31': true });
  });

  it('finds the rows to open to show an element', () => {
    expect(ancestorValues(parts, 'ar/2543')).toEqual([
      'ar',
      'ar/18',
      'ar/24',
      'ar/31',
      'ar/38',
      'ar/38/IFCWINDOW',
      'ar/2511',
      'ar/2511/IFCMEMBER',
    ]);
    expect(ancestorValues(parts, 'ar/404')).toEqual([]);
  });
});

describe('filters', () => {
  const parts = [buildPartTree(house), buildPartTree(structures)];

  it('lists the models with all their items', () => {
    expect(modelFilters(parts).map(({ key, name }) => [key, name])).toEqual([
      ['ar', 'Модель АР.ifc'],
      ['kzh', 'Модель КЖ.ifc'],
    ]);
    expect(allRefs(parts).get('kzh')).toEqual([1, 2, 3, 4]);
  });

  it('joins storeys of one name across models, from the top down', () => {
    const storeys = storeyFilters(parts);
    expect(storeys.map(({ name }) => name)).toEqual(['Кровля', 'Этаж 1']);
    expect([...(storeys[1]?.refs ?? [])]).toEqual([
      ['ar', [38, 40, 221, 2511, 2543, 2549]],
      ['kzh', [2, 3, 4]],
    ]);
  });

  it('lists the element classes across models with their own elements’ count', () => {
    expect(classFilters(parts).map(({ category, count }) => [category, count])).toEqual([
      ['IFCCOLUMN', 1],
      ['IFCMEMBER', 2],
      ['IFCSLAB', 1],
      ['IFCWALL', 1],
      ['IFCWALLSTANDARDCASE', 2],
      ['IFCWINDOW', 1],
    ]);
    expect(
      classFilters(parts)
        .find(({ key }) => key === 'IFCWINDOW')
        ?.refs.get('ar'),
    ).toEqual([2511, 2543, 2549]);
  });
});
