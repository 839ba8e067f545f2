import { ActionIcon, Group, Table, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { TableStateRow } from '../../shared/ui/TableStateRow';

export interface SecurityGroupsTableProps {
  groups: readonly SecurityGroup[];
  /** The first answer has not come yet. */
  loading: boolean;
  /** Shown in place of the rows when there are none. */
  emptyText: string;
  onEdit: (group: SecurityGroup) => void;
  onDelete: (group: SecurityGroup) => void;
}

const COLUMN_COUNT = 4;

/** A column as wide as its content. */
const NARROW = { width: '1%', whiteSpace: 'nowrap' } as const;

/** The security groups table (platform.md §2.4): row number, name, member count, edit and delete per row. */
export function SecurityGroupsTable({ groups, loading, emptyText, onEdit, onDelete }: SecurityGroupsTableProps) {
  const { t } = useTranslation();

  let body;
  if (loading) {
    body = <TableStateRow columns={COLUMN_COUNT} loadingLabel={t('admin.securityGroups.loading')} />;
  } else if (groups.length === 0) {
    body = <TableStateRow columns={COLUMN_COUNT} text={emptyText} />;
  } else {
    body = groups.map((group, index) => {
      const editLabel = t('admin.securityGroups.edit', { name: group.name });
      const deleteLabel = t('admin.securityGroups.delete', { name: group.name });
      return (
        <Table.Tr key={group.id}>
          <Table.Td>{index + 1}</Table.Td>
          <Table.Td style={{ overflowWrap: 'break-word' }}>{group.name}</Table.Td>
          <Table.Td>{group.members.length}</Table.Td>
          <Table.Td>
            <Group gap={2} wrap="nowrap" justify="flex-end">
              <Tooltip label={editLabel} openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  aria-label={editLabel}
                  onClick={() => {
                    onEdit(group);
                  }}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={deleteLabel} openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={deleteLabel}
                  onClick={() => {
                    onDelete(group);
                  }}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Table.Td>
        </Table.Tr>
      );
    });
  }

  return (
    <Table.ScrollContainer minWidth={320} type="native">
      {/* Automatic layout: the narrow columns take what their content needs and the name the rest, so on a phone
          names wrap between words, not inside them. */}
      <Table aria-label={t('admin.securityGroups.tableLabel')} highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={NARROW}>{t('admin.securityGroups.columns.number')}</Table.Th>
            <Table.Th>{t('admin.securityGroups.columns.name')}</Table.Th>
            <Table.Th style={NARROW}>{t('admin.securityGroups.columns.members')}</Table.Th>
            <Table.Th style={NARROW}>
              <VisuallyHidden>{t('admin.securityGroups.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
