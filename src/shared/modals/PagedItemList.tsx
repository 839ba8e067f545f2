import { Anchor, List, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmItemsPage } from './confirm-items.utils';

/** The names a dialog acts on, 5 at a time with a 'show more' link (explorer.md §2 Modals, §9). */
export function PagedItemList({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const { visible, hasMore } = confirmItemsPage(items, pages);
  if (visible.length === 0) return null;
  return (
    <Stack gap={4}>
      <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
        {visible.map((item, index) => (
          // Items are display names and may repeat, so the position is part of the key.
          <List.Item key={`${String(index)}-${item}`}>{item}</List.Item>
        ))}
      </List>
      {hasMore && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => {
            setPages((current) => current + 1);
          }}
        >
          {t('modals.showMore')}
        </Anchor>
      )}
    </Stack>
  );
}
