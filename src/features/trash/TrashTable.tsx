import { ActionIcon, Checkbox, Group, Stack, Table, Text, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDots, IconFileText, IconFolderFilled } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletedElement } from '../../../codegen/model/deletedElement';
import { ElementType } from '../../../codegen/model/elementType';
import { formatDateTime } from '../../shared/format/format-date';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { TableStateRow } from '../../shared/ui/TableStateRow';
import classes from './TrashTable.module.css';

export interface TrashTableProps {
  elements: readonly DeletedElement[];
  selectedIds: readonly string[];
  /** The first answer has not come yet. */
  loading: boolean;
  /** A (re)load is under way. */
  busy: boolean;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  onRowClick: (id: string, event: MouseEvent) => void;
  /** The row's checkbox. */
  onToggle: (id: string) => void;
  /** The header checkbox: all rows of the page, or none when all are selected. */
  onToggleAll: () => void;
  /** Right-click on a row, at the pointer. */
  onContextMenu: (id: string, point: { x: number; y: number }) => void;
  /** The row's «⋯» button, the keyboard way to the same menu. */
  onMenuButton: (id: string, button: HTMLElement) => void;
}

/** Checkbox, name, original location, deletion date, menu; on a phone the location and date go under the name. */
const COLUMN_COUNT = 5;
const PHONE_COLUMN_COUNT = 3;
/** Below it the columns no longer fit and the table scrolls sideways inside its container (tablets). */
const WIDE_TABLE_MIN_WIDTH = 720;

function stopPropagation(event: MouseEvent) {
  // The checkbox and the «⋯» button have their own meaning; the row must not read their clicks as selection.
  event.stopPropagation();
}

/**
 * The trash table (explorer.md §2 Trash screen): name with the element type's icon, original location and deletion
 * date, in the server's order (directories first). Rows are selected by click, ctrl/cmd-click and shift-click, or by
 * their checkboxes. On a phone the location and the date are lines under the name, so that the table fits the screen
 * and nothing (the rows, the empty text) is cut off or pushes the page sideways.
 */
export function TrashTable(props: TrashTableProps) {
  const { elements, selectedIds, loading, busy, emptyText, onToggleAll } = props;
  const { t } = useTranslation();
  const language = useAppLanguage();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(width < ${theme.breakpoints.xs})`);
  const columns = phone ? PHONE_COLUMN_COUNT : COLUMN_COUNT;
  const selected = new Set(selectedIds);
  const allSelected = elements.length > 0 && elements.every((element) => selected.has(element.id));
  const someSelected = !allSelected && elements.some((element) => selected.has(element.id));

  let body;
  if (loading) {
    body = <TableStateRow columns={columns} loadingLabel={t('trash.loading')} />;
  } else if (elements.length === 0) {
    body = <TableStateRow columns={columns} text={emptyText} textClassName={classes['secondary']} />;
  } else {
    body = elements.map((element) => (
      <TrashRow
        key={element.id}
        {...props}
        element={element}
        selected={selected.has(element.id)}
        deletedAt={formatDateTime(element.deletedAt, language)}
        phone={phone}
      />
    ));
  }

  return (
    // Positioned, so that what is positioned inside (the actions column's visually hidden heading) scrolls with the
    // table instead of widening the page beyond the screen.
    <Table.ScrollContainer minWidth={phone ? 0 : WIDE_TABLE_MIN_WIDTH} type="native" pos="relative">
      <Table aria-label={t('trash.tableLabel')} aria-busy={busy} highlightOnHover verticalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                aria-label={t('trash.selectAll')}
                checked={allSelected}
                indeterminate={someSelected}
                disabled={elements.length === 0}
                onChange={onToggleAll}
              />
            </Table.Th>
            <Table.Th>{t('trash.columns.name')}</Table.Th>
            {!phone && <Table.Th w="36%">{t('trash.columns.originalLocation')}</Table.Th>}
            {!phone && <Table.Th w={230}>{t('trash.columns.deletedAt')}</Table.Th>}
            <Table.Th w={56}>
              <VisuallyHidden>{t('trash.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface TrashRowProps extends TrashTableProps {
  element: DeletedElement;
  selected: boolean;
  deletedAt: string;
  /** The location and the date as lines under the name instead of columns of their own. */
  phone: boolean;
}

function TrashRow(props: TrashRowProps) {
  const { element, selected, deletedAt, phone, onRowClick, onToggle, onContextMenu, onMenuButton } = props;
  const { t } = useTranslation();
  const { id } = element;
  const name = element.element.name;
  const isDirectory = element.elementType === ElementType.Directory;
  const Icon = isDirectory ? IconFolderFilled : IconFileText;

  return (
    <Table.Tr
      data-selected={selected || undefined}
      bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ cursor: 'default', userSelect: 'none' }}
      onMouseDown={(event) => {
        // Shift and ctrl clicks select rows; they must not select the page's text too.
        if (event.shiftKey || event.ctrlKey || event.metaKey) event.preventDefault();
      }}
      onClick={(event) => {
        onRowClick(id, event);
      }}
      onContextMenu={(event) => {
        event.preventDefault();
        onContextMenu(id, { x: event.clientX, y: event.clientY });
      }}
    >
      <Table.Td onClick={stopPropagation}>
        <Checkbox
          aria-label={t('trash.selectRow', { name })}
          checked={selected}
          onChange={() => {
            onToggle(id);
          }}
        />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" align={phone ? 'flex-start' : 'center'}>
          <Icon
            size={20}
            role="img"
            aria-label={t(`trash.elementType.${element.elementType}`)}
            color={isDirectory ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-blue-6)'}
            style={{ flexShrink: 0 }}
          />
          {phone ? (
            <Stack gap={2} miw={0}>
              <Text size="sm" truncate title={name}>
                {name}
              </Text>
              <Location location={element.originalLocation} />
              <Text size="xs">{deletedAt}</Text>
            </Stack>
          ) : (
            <Text size="sm" truncate title={name}>
              {name}
            </Text>
          )}
        </Group>
      </Table.Td>
      {!phone && (
        <Table.Td>
          <Location location={element.originalLocation} />
        </Table.Td>
      )}
      {!phone && (
        <Table.Td>
          <Text size="sm">{deletedAt}</Text>
        </Table.Td>
      )}
      <Table.Td onClick={stopPropagation}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('trash.rowActions', { name })}
          aria-haspopup="menu"
          onClick={(event) => {
            onMenuButton(id, event.currentTarget);
          }}
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

function Location({ location }: { location: string }) {
  return (
    <Text size="sm" className={classes['secondary']} lineClamp={2} title={location}>
      {location}
    </Text>
  );
}
