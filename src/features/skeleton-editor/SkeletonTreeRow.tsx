import { ActionIcon, Badge, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconDots, IconPinFilled } from '@tabler/icons-react';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { entityLabel, type SkeletonTreeRow } from './skeleton-tree.utils';
import classes from './SkeletonTree.module.css';

/** The indent of a level, in px: the chevron column of the parent plus a little. */
const LEVEL_INDENT = 22;

export interface SkeletonTreeRowProps {
  row: SkeletonTreeRow;
  /** The one row in the tab order (roving tabindex). */
  active: boolean;
  elementRef: Ref<HTMLDivElement>;
  onFocus: () => void;
  onToggle: () => void;
  onMenuButton: (button: HTMLElement) => void;
}

/**
 * One entity: the chevron, the name (a creatable entity in brackets), a pin badge with the short name, and the «…»
 * button that opens the menu on touch screens. The item is named by its name and badge only; the «…» button stays out
 * of the tab order, as the keyboard opens the same menu with Enter or the context-menu key on the item.
 */
export function SkeletonTreeRowView({
  row,
  active,
  elementRef,
  onFocus,
  onToggle,
  onMenuButton,
}: SkeletonTreeRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const badgeId = useId();
  const { entity, level, expanded, hasChildren } = row;
  const label = entityLabel(entity);

  return (
    <div
      ref={elementRef}
      role="treeitem"
      aria-level={level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-labelledby={entity.isPinned ? `${nameId} ${badgeId}` : nameId}
      tabIndex={active ? 0 : -1}
      data-id={entity.id}
      className={classes['row']}
      style={{ paddingInlineStart: 4 + (level - 1) * LEVEL_INDENT }}
      title={entity.description ?? undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocus();
      }}
      onClick={(event) => {
        event.currentTarget.focus();
        onToggle();
      }}
    >
      <span className={classes['toggle']} aria-hidden>
        {hasChildren && (
          <IconChevronRight size={14} className={classes['chevron']} data-expanded={expanded || undefined} />
        )}
      </span>
      <span id={nameId} className={classes['name']}>
        {label}
      </span>
      {/* The space separates the name from the badge in the row's text; the flex layout spaces them on screen. */}
      {entity.isPinned && ' '}
      {entity.isPinned && (
        <Badge
          id={badgeId}
          size="sm"
          variant="light"
          radius="sm"
          tt="none"
          className={classes['badge']}
          leftSection={<IconPinFilled size={10} aria-hidden />}
          title={entity.pinShortName ? t('admin.skeletonEditor.pinnedAs', { name: entity.pinShortName }) : undefined}
        >
          {entity.pinShortName ? (
            <>
              {entity.pinShortName}
              {/* After the visible text, so that the item's name still contains what is seen (WCAG 2.5.3). */}
              <VisuallyHidden> {t('admin.skeletonEditor.pinnedSuffix')}</VisuallyHidden>
            </>
          ) : (
            t('admin.skeletonEditor.pinned')
          )}
        </Badge>
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        tabIndex={-1}
        aria-label={t('admin.skeletonEditor.actions', { name: label })}
        aria-haspopup="menu"
        onClick={(event) => {
          // The row's own click expands and collapses; the button only opens the menu.
          event.stopPropagation();
          onMenuButton(event.currentTarget);
        }}
      >
        <IconDots size={18} aria-hidden />
      </ActionIcon>
    </div>
  );
}
