import { describe, expect, it } from 'vitest';
import {
  designEntity,
  objectEntity,
  structuresEntity,
  surveysEntity,
  testEntity,
  workingEntity,
} from './skeleton-editor.test-data';
import {
  ancestorIdsOf,
  buildSkeletonTree,
  canPin,
  entityLabel,
  hasCreatableAncestor,
  subtreeIds,
  treeKeyAction,
  visibleRows,
  withEntitySaved,
  withoutSubtree,
  type SkeletonTreeNode,
} from './skeleton-tree.utils';

const entities = [structuresEntity, workingEntity, surveysEntity, designEntity, objectEntity];

/** The tree as nested names, for readable expectations. */
function names(nodes: readonly SkeletonTreeNode[]): unknown[] {
  return nodes.map((node) =>
    node.children.length > 0 ? [entityLabel(node.entity), names(node.children)] : entityLabel(node.entity),
  );
}

describe('entityLabel', () => {
  it('puts a creatable entity in square brackets and leaves the others as they are', () => {
    expect(entityLabel(objectEntity)).toBe('[Объект]');
    expect(entityLabel(designEntity)).toBe('Проектная документация');
  });
});

describe('buildSkeletonTree', () => {
  it('nests the plain list by parentId and sorts siblings by name in Russian order', () => {
    expect(names(buildSkeletonTree(entities))).toEqual([
      'Изыскания',
      ['[Объект]', ['Проектная документация', ['Рабочая документация', ['[КЖ — Конструкции железобетонные]']]]],
    ]);
  });

  it('sorts Cyrillic names by the alphabet, ё beside е, case aside', () => {
    // By code points «Ё» (U+0401) would come first and lower case after «Я».
    const roots = ['яблоко', 'ель', 'Ёж', 'Ангар', 'жилье'].map((name, index) =>
      testEntity({ id: `id-${String(index)}`, name }),
    );
    expect(names(buildSkeletonTree(roots))).toEqual(['Ангар', 'Ёж', 'ель', 'жилье', 'яблоко']);
  });

  it('shows an entity whose parent is not in the list at the top level, and survives a parent cycle', () => {
    const orphan = testEntity({ id: 'orphan', name: 'Сирота', parentId: 'missing' });
    const a = testEntity({ id: 'a', name: 'А', parentId: 'b' });
    const b = testEntity({ id: 'b', name: 'Б', parentId: 'a' });
    expect(names(buildSkeletonTree([orphan]))).toEqual(['Сирота']);
    expect(names(buildSkeletonTree([a, b]))).toEqual([]);
  });

  it('is empty for no entities', () => {
    expect(buildSkeletonTree([])).toEqual([]);
  });
});

describe('visibleRows', () => {
  it('lists the rows depth first with level, place among siblings and state', () => {
    const rows = visibleRows(buildSkeletonTree(entities), new Set());
    expect(
      rows.map((row) => [row.entity.name, row.level, row.posInSet, row.setSize, row.hasChildren, row.expanded]),
    ).toEqual([
      ['Изыскания', 1, 1, 2, false, false],
      ['Объект', 1, 2, 2, true, true],
      ['Проектная документация', 2, 1, 2, false, false],
      ['Рабочая документация', 2, 2, 2, true, true],
      ['КЖ — Конструкции железобетонные', 3, 1, 1, false, false],
    ]);
    expect(rows[4]?.parentId).toBe(workingEntity.id);
  });

  it('hides the subtree of a collapsed node', () => {
    const rows = visibleRows(buildSkeletonTree(entities), new Set([workingEntity.id]));
    expect(rows.map((row) => row.entity.name)).toEqual([
      'Изыскания',
      'Объект',
      'Проектная документация',
      'Рабочая документация',
    ]);
    expect(rows[3]?.expanded).toBe(false);
  });
});

describe('treeKeyAction', () => {
  const rows = visibleRows(buildSkeletonTree(entities), new Set());

  it('moves up, down, home and end, and stops at the ends', () => {
    expect(treeKeyAction('ArrowDown', rows, 0)).toEqual({ type: 'focus', index: 1 });
    expect(treeKeyAction('ArrowUp', rows, 0)).toBeUndefined();
    expect(treeKeyAction('ArrowDown', rows, 4)).toBeUndefined();
    expect(treeKeyAction('End', rows, 0)).toEqual({ type: 'focus', index: 4 });
    expect(treeKeyAction('Home', rows, 3)).toEqual({ type: 'focus', index: 0 });
  });

  it('collapses an expanded node with Left, else goes to the parent; Right expands or enters', () => {
    expect(treeKeyAction('ArrowLeft', rows, 3)).toEqual({ type: 'collapse', id: workingEntity.id });
    expect(treeKeyAction('ArrowLeft', rows, 4)).toEqual({ type: 'focus', index: 3 });
    expect(treeKeyAction('ArrowRight', rows, 3)).toEqual({ type: 'focus', index: 4 });
    expect(treeKeyAction('ArrowRight', rows, 0)).toBeUndefined();
    const collapsed = visibleRows(buildSkeletonTree(entities), new Set([objectEntity.id]));
    expect(treeKeyAction('ArrowRight', collapsed, 1)).toEqual({ type: 'expand', id: objectEntity.id });
  });

  it('opens the menu with Enter and ignores other keys', () => {
    expect(treeKeyAction('Enter', rows, 2)).toEqual({ type: 'menu', index: 2 });
    expect(treeKeyAction('a', rows, 2)).toBeUndefined();
  });
});

describe('the pin rule', () => {
  it('knows the ancestors through the parentId chain and the ancestorIds', () => {
    expect(ancestorIdsOf(entities, structuresEntity.id)).toEqual([
      structuresEntity.id,
      workingEntity.id,
      objectEntity.id,
    ]);
    // The parent is not loaded: its own ancestorIds are unknown, but the chain stops without error.
    expect(ancestorIdsOf([], 'missing')).toEqual(['missing']);
    const loose = testEntity({ id: 'loose', name: 'Без цепочки', parentId: null, ancestorIds: [objectEntity.id] });
    expect(ancestorIdsOf([loose, objectEntity], 'loose')).toEqual(['loose', objectEntity.id]);
    expect(ancestorIdsOf(entities, null)).toEqual([]);
  });

  it('offers the pin to a non-creatable entity without creatable ancestors only', () => {
    expect(canPin(entities, { isCreatable: false, parentId: null })).toBe(true);
    expect(canPin(entities, { isCreatable: true, parentId: null })).toBe(false);
    // The parent itself is creatable.
    expect(canPin(entities, { isCreatable: false, parentId: objectEntity.id })).toBe(false);
    // A creatable grandparent: «Рабочая документация» lies inside «[Объект]».
    expect(hasCreatableAncestor(entities, workingEntity.id)).toBe(true);
    expect(canPin(entities, { isCreatable: false, parentId: workingEntity.id })).toBe(false);
    expect(canPin(entities, { isCreatable: false, parentId: surveysEntity.id })).toBe(true);
  });
});

describe('cache updates', () => {
  it('finds the subtree an entity deletion takes and drops it', () => {
    expect([...subtreeIds(entities, objectEntity.id)].sort()).toEqual(
      [objectEntity.id, designEntity.id, workingEntity.id, structuresEntity.id].sort(),
    );
    expect(withoutSubtree(entities, workingEntity.id).map((entity) => entity.name)).toEqual([
      'Изыскания',
      'Проектная документация',
      'Объект',
    ]);
  });

  it('replaces a saved entity in place or adds a new one', () => {
    const renamed = { ...designEntity, name: 'Проект' };
    expect(withEntitySaved(entities, renamed)[3]).toBe(renamed);
    const added = testEntity({ id: 'new', name: 'Новый' });
    expect(withEntitySaved(entities, added)).toHaveLength(6);
  });
});
