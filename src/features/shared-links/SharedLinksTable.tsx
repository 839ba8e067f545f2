import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SharedLinkKind } from '../../../codegen/model/sharedLinkKind';
import type { SharedLinkSummary } from '../../../codegen/model/sharedLinkSummary';
import { formatDateTime } from '../../shared/format/format-date';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { TableStateRow } from '../../shared/ui/TableStateRow';

export interface SharedLinksTableProps {
  links: readonly SharedLinkSummary[];
  loading: boolean;
  /** Administrators see everyone's links: then the author is shown. */
  showAuthors: boolean;
  onRevoke: (link: SharedLinkSummary) => void;
}

const COLUMN_COUNT = 5;
const NARROW = { width: '1%', whiteSpace: 'nowrap' } as const;

/**
 * The working shared links: what each gives, since and until when, who made it, and a revoke button. A phone shows
 * the name with the rest under it, and the button.
 */
export function SharedLinksTable({ links, loading, showAuthors, onRevoke }: SharedLinksTableProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();

  const contents = (link: SharedLinkSummary) =>
    link.kind === SharedLinkKind.Document
      ? t('sharedLinks.kind.document')
      : t('sharedLinks.kind.items', { count: link.itemCount });
  const until = (link: SharedLinkSummary) =>
    link.expiresAt === null ? t('sharedLinks.persistent') : formatDateTime(link.expiresAt, language);

  let body;
  if (loading) body = <TableStateRow columns={COLUMN_COUNT} loadingLabel={t('sharedLinks.loading')} />;
  else if (links.length === 0) body = <TableStateRow columns={COLUMN_COUNT} text={t('sharedLinks.empty')} />;
  else
    body = links.map((link) => (
      <Table.Tr key={link.id}>
        <Table.Td style={{ overflowWrap: 'anywhere' }}>
          {link.name || t('sharedLinks.unnamed')}
          {/* A phone has no room for the other columns: what and until when go under the name. */}
          <Text hiddenFrom="sm" size="xs" c="dimmed">
            {contents(link)} ·{' '}
            {link.expiresAt === null ? t('sharedLinks.persistent') : t('sharedLinks.until', { date: until(link) })}
            {showAuthors && ` · ${link.createdBy.displayName}`}
          </Text>
        </Table.Td>
        <Table.Td visibleFrom="sm">{contents(link)}</Table.Td>
        <Table.Td visibleFrom="sm">{until(link)}</Table.Td>
        <Table.Td visibleFrom="sm">
          {showAuthors ? link.createdBy.displayName : formatDateTime(link.createdAt, language)}
        </Table.Td>
        <Table.Td style={NARROW}>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconLinkOff size={16} aria-hidden />}
            aria-label={t('sharedLinks.revoke.label', { name: link.name })}
            onClick={() => {
              onRevoke(link);
            }}
          >
            {t('sharedLinks.revoke.button')}
          </Button>
        </Table.Td>
      </Table.Tr>
    ));

  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('sharedLinks.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('sharedLinks.columns.name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('sharedLinks.columns.contents')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('sharedLinks.columns.expires')}</Table.Th>
            <Table.Th visibleFrom="sm">
              {showAuthors ? t('sharedLinks.columns.author') : t('sharedLinks.columns.created')}
            </Table.Th>
            <Table.Th style={NARROW}>
              <VisuallyHidden>{t('sharedLinks.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
