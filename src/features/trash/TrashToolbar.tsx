import { ActionIcon, Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrashFilter } from '../../../codegen/model/trashFilter';
import type { TrashSort } from '../../../codegen/model/trashSort';
import { isTrashFilter, isTrashSort, TRASH_FILTERS, TRASH_SORTS } from './trash-query.utils';

export interface TrashToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  /** Enter or the search button: search at once. */
  onSearchSubmit: () => void;
  sort: TrashSort;
  onSortChange: (sort: TrashSort) => void;
  filter: TrashFilter;
  onFilterChange: (filter: TrashFilter) => void;
  onEmptyBin: () => void;
  disabled: boolean;
  emptying: boolean;
}

/** Search by name, sort, filter and «Очистить корзину» (explorer.md §2 Trash screen). */
export function TrashToolbar(props: TrashToolbarProps) {
  const { search, onSearchChange, onSearchSubmit, sort, onSortChange, filter, onFilterChange } = props;
  const { onEmptyBin, disabled, emptying } = props;
  const { t } = useTranslation();
  const sortOptions = TRASH_SORTS.map((value) => ({ value, label: t(`trash.sort.${value}`) }));
  const filterOptions = TRASH_FILTERS.map((value) => ({ value, label: t(`trash.filter.${value}`) }));

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        role="search"
        style={{ flex: '1 1 240px' }}
        onSubmit={(event) => {
          event.preventDefault();
          onSearchSubmit();
        }}
      >
        <TextInput
          type="search"
          label={t('trash.search.label')}
          placeholder={t('trash.search.placeholder')}
          value={search}
          disabled={disabled}
          onChange={(event) => {
            onSearchChange(event.currentTarget.value);
          }}
          rightSection={
            <ActionIcon
              type="submit"
              variant="subtle"
              color="gray"
              aria-label={t('trash.search.submit')}
              disabled={disabled}
            >
              <IconSearch size={16} aria-hidden />
            </ActionIcon>
          }
        />
      </form>
      <Select
        label={t('trash.sort.label')}
        data={sortOptions}
        value={sort}
        allowDeselect={false}
        disabled={disabled}
        w={200}
        onChange={(value) => {
          if (isTrashSort(value)) onSortChange(value);
        }}
      />
      <Select
        label={t('trash.filter.label')}
        data={filterOptions}
        value={filter}
        allowDeselect={false}
        disabled={disabled}
        w={180}
        onChange={(value) => {
          if (isTrashFilter(value)) onFilterChange(value);
        }}
      />
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={18} aria-hidden />}
        loading={emptying}
        disabled={disabled}
        onClick={onEmptyBin}
      >
        {t('trash.actions.emptyBin')}
      </Button>
    </Group>
  );
}
