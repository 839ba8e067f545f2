import { IconCircleCheck, IconForbid, IconMessageDots } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Document } from '../../../codegen/model/document';
import { documentBadge, type DocumentBadgeKind } from './document-state.utils';

const BADGES = {
  disabled: { Icon: IconForbid, color: 'var(--mantine-color-red-7)' },
  agreed: { Icon: IconCircleCheck, color: 'var(--mantine-color-green-8)' },
  inWork: { Icon: IconMessageDots, color: 'var(--mantine-color-orange-8)' },
} as const satisfies Record<Exclude<DocumentBadgeKind, 'none'>, unknown>;

export interface DocumentBadgeProps {
  document: Document;
  size?: number;
}

/**
 * The document's state mark (explorer.md §4 Document): forbidden for a blocked document, then agreed, then in work (it
 * has remarks); nothing otherwise. An image with a label, and the browser's own tooltip for the pointer (its title):
 * lists show it on every row, and a popover library per row is not worth it for a hint. Not focusable on purpose: a tab
 * stop per row would slow keyboard users down while the label already reaches screen readers.
 */
export function DocumentBadge({ document, size = 18 }: DocumentBadgeProps) {
  const { t } = useTranslation();
  return <DocumentBadgeMark document={document} size={size} t={t} />;
}

/**
 * DocumentBadge with the translation given: a list renders one per row, and each useTranslation of a row mounted
 * copies the i18n instance (react-i18next's wrapper), which was a tenth of a directory's first render (README,
 * Performance).
 */
export function DocumentBadgeMark({ document, size = 18, t }: DocumentBadgeProps & { t: TFunction }) {
  const kind = documentBadge(document);
  if (kind === 'none') return null;
  const { Icon, color } = BADGES[kind];
  const label = t(`documents.badge.${kind}`);
  return (
    <span role="img" aria-label={label} title={label} style={{ display: 'inline-flex' }} data-badge={kind}>
      <Icon size={size} color={color} aria-hidden />
    </span>
  );
}
