import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paginationItems } from './trash-pagination.utils';

export interface TrashPaginationProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/**
 * The trash pages (explorer.md §9). Mantine's own window keeps a constant number of items and lists every page up
 * to 11, which is not the specified rule, so its controls render the list of `paginationItems`.
 */
export function TrashPagination({ page, total, onChange, disabled }: TrashPaginationProps) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <Pagination.Root total={total} value={page} onChange={onChange} disabled={disabled} size="sm">
      <Group component="nav" aria-label={t('trash.pagination.label')} gap={4} justify="center">
        <Pagination.Previous aria-label={t('trash.pagination.previous')} />
        {paginationItems(page, total).map((item, index) =>
          item === 'ellipsis' ? (
            // At most two ellipses, told apart by their place.
            <Pagination.Dots key={`ellipsis-${String(index)}`} aria-hidden />
          ) : (
            <Pagination.Control
              key={item}
              active={item === page}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('trash.pagination.page', { page: item })}
              onClick={() => {
                if (item !== page) onChange(item);
              }}
            >
              {item}
            </Pagination.Control>
          ),
        )}
        <Pagination.Next aria-label={t('trash.pagination.next')} />
      </Group>
    </Pagination.Root>
  );
}
