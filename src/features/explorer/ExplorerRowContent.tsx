import { IconArrowUp, IconFolder, IconPinFilled } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { DocumentBadgeMark } from '../../shared/documents/DocumentBadge';
import { documentExtension, documentSize } from '../../shared/documents/document-state.utils';
import { FileTypeIcon } from '../../shared/documents/FileTypeIcon';
import { formatDateTime } from '../../shared/format/format-date';
import { formatSize } from '../../shared/format/format-size';
import type { AppLanguage } from '../../shared/i18n/i18n';
import type { ExplorerRow } from './explorer-items.utils';
import classes from './ExplorerList.module.css';

/**
 * What one row of the explorer list shows: icon, name, marks, and on wider screens the date and size. Plain elements
 * styled by the list's CSS module rather than the UI kit's Group and Text: a screen of rows is rendered on every
 * directory opened, and the kit's per-component theme and style-props work was a good part of that (README,
 * Performance). The translation and the language come from the list, once for all its rows (DocumentBadgeMark).
 */
export function ExplorerRowContent({ row, t, language }: { row: ExplorerRow; t: TFunction; language: AppLanguage }) {
  if (row.kind === 'parent') {
    return (
      <div className={classes['rowContent']}>
        <IconArrowUp size={20} aria-hidden />
        <span className={classes['text']}>...</span>
        <span className={`${classes['text']} ${classes['dimmed']} ${classes['hint']}`}>
          {t('explorer.list.parent')}
        </span>
      </div>
    );
  }
  if (row.kind === 'directory') {
    const { directory } = row;
    return (
      <div className={classes['rowContent']}>
        <IconFolder size={20} aria-hidden className={classes['folderIcon']} />
        <span
          className={`${classes['text']} ${classes['name']}`}
          draggable
          data-drag-handle
          // A directory outside the structure is shown in italics (explorer.md §4), as in the tree.
          style={directory.skeletonEntityId === null ? { fontStyle: 'italic' } : undefined}
        >
          {directory.name}
        </span>
        {directory.isPinned && <IconPinFilled size={14} aria-label={t('explorer.list.pinned')} role="img" />}
        <span className={`${classes['small']} ${classes['date']}`}>
          {formatDateTime(directory.updatedAt, language)}
        </span>
        <span className={`${classes['small']} ${classes['size']}`} />
      </div>
    );
  }
  const { document } = row;
  const muted = document.disabled;
  return (
    <div className={classes['rowContent']} data-muted={muted || undefined}>
      <FileTypeIcon extension={documentExtension(document)} size={20} />
      <span className={`${classes['text']} ${classes['name']}`} draggable data-drag-handle>
        {document.name}
      </span>
      <DocumentBadgeMark document={document} t={t} />
      <span className={`${classes['small']} ${classes['date']}`}>{formatDateTime(document.updatedAt, language)}</span>
      <span className={`${classes['small']} ${classes['size']}`}>
        {formatSize(documentSize(document), t, language)}
      </span>
    </div>
  );
}
