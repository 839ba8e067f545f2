import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelTreeNode } from './model-tree.utils';

export interface ModelLabels {
  /** An IFC class in words where the viewer knows it («Стены»), else its IFC name. */
  className: (category: string) => string;
  /** A tree row's text: a part's file name, a class with its count, an item's name. */
  nodeLabel: (node: ModelTreeNode) => string;
}

export function useModelLabels(): ModelLabels {
  const { t, i18n } = useTranslation();
  const className = useCallback(
    (category: string) => {
      const key = `modelViewer.classes.${category}`;
      return i18n.exists(key) ? t(key) : category;
    },
    [t, i18n],
  );
  const nodeLabel = useCallback(
    (node: ModelTreeNode) => {
      if (node.kind === 'class') {
        return t('modelViewer.tree.count', { name: className(node.category ?? ''), count: node.children.length });
      }
      if (node.name !== undefined && node.name !== '') return node.name;
      // An unnamed site or building is called by its class; an unnamed element says so.
      if (node.kind === 'item' && node.category && node.children.length > 0) return className(node.category);
      return t('modelViewer.tree.unnamed');
    },
    [t, className],
  );
  return { className, nodeLabel };
}
