import { Text, Tree, type RenderTreeNodePayload, type TreeNodeData, type UseTreeReturnType } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './model-viewer.module.css';
import { nodeRefs, type ModelTreeNode } from './model-tree.utils';
import { visibilityOf, type VisibilityState } from './model-visibility.utils';
import { useModelLabels } from './useModelLabels';
import { VisibilityButtons } from './VisibilityButtons';

export interface ModelTreePanelProps {
  parts: readonly ModelTreeNode[];
  index: ReadonlyMap<string, ModelTreeNode>;
  visibility: VisibilityState;
  /** Mantine's tree state, kept by the page: a pick in the scene opens and selects the element's row. */
  tree: UseTreeReturnType;
  /** An item's row was chosen: the page selects the item. */
  onSelect: (node: ModelTreeNode) => void;
  onToggle: (node: ModelTreeNode, show: boolean) => void;
  onIsolate: (node: ModelTreeNode) => void;
}

function toTreeData(node: ModelTreeNode): TreeNodeData {
  return { value: node.value, label: '', children: node.children.map(toTreeData) };
}

/**
 * The model tree (Mantine Tree): each part, then its project → site → building → storeys → elements grouped by class,
 * each row with its eye and isolate buttons. Choosing an item's row selects it (and opens it); a part's or a class's
 * row opens or closes.
 */
export function ModelTreePanel({ parts, index, visibility, tree, onSelect, onToggle, onIsolate }: ModelTreePanelProps) {
  const { t } = useTranslation();
  const { nodeLabel } = useModelLabels();
  // Mantine reads the whole tree whenever its data changes: it changes only when a part arrives.
  const data = useMemo(() => parts.map(toTreeData), [parts]);

  if (parts.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('modelViewer.tree.empty')}
      </Text>
    );
  }

  /** A row chosen by click or Enter: an item is selected (and opened), a part or a class opens or closes. */
  const choose = (model: ModelTreeNode, hasChildren: boolean, expanded: boolean) => {
    if (model.kind !== 'item') {
      if (hasChildren) tree.toggleExpanded(model.value);
      return;
    }
    onSelect(model);
    // Only its arrow closes an item: choosing it again keeps what it holds in view.
    if (hasChildren && !expanded) tree.expand(model.value);
  };

  const renderNode = ({ node, expanded, hasChildren, elementProps }: RenderTreeNodePayload) => {
    const model = index.get(node.value);
    if (!model) return null;
    const label = nodeLabel(model);
    const status = visibilityOf(visibility, nodeRefs(model));
    return (
      // Mantine's own click (select, open) is replaced: what a row does depends on what it stands for.
      <div
        {...elementProps}
        className={`${elementProps.className} ${classes['treeRow'] ?? ''}`}
        data-hidden={status === 'hidden' || undefined}
        onClick={() => {
          choose(model, hasChildren, expanded);
        }}
      >
        {hasChildren ? (
          <IconChevronRight
            size={16}
            className={classes['chevron']}
            data-expanded={expanded || undefined}
            aria-hidden
            onClick={(event) => {
              // The arrow only opens or closes, without selecting.
              event.stopPropagation();
              tree.toggleExpanded(node.value);
            }}
          />
        ) : (
          <span className={classes['chevron']} />
        )}
        <Text size="sm" className={classes['rowLabel']} title={label} fw={model.kind === 'part' ? 600 : undefined}>
          {label}
        </Text>
        <VisibilityButtons
          name={label}
          status={status}
          onToggle={(show) => {
            onToggle(model, show);
          }}
          onIsolate={() => {
            onIsolate(model);
          }}
        />
      </div>
    );
  };

  return (
    <Tree
      data={data}
      onKeyDown={(event) => {
        // Mantine moves between rows with the arrows and opens them with Space; Enter chooses the focused row.
        if (event.key !== 'Enter' || !(event.target instanceof HTMLElement)) return;
        const value = event.target.closest<HTMLElement>('[role="treeitem"]')?.dataset['value'];
        const model = value === undefined ? undefined : index.get(value);
        if (!model || event.target.closest('button')) return;
        event.preventDefault();
        choose(model, model.children.length > 0, tree.expandedState[model.value] === true);
      }}
      tree={tree}
      levelOffset={12}
      expandOnClick={false}
      renderNode={renderNode}
      aria-label={t('modelViewer.tree.label')}
      p="xs"
    />
  );
}
