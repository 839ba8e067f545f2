import { ActionIcon, Badge, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../codegen/model/user';
import { UserStatus } from '../../../codegen/model/userStatus';
import { TableStateRow } from '../../shared/ui/TableStateRow';

export interface UsersTableProps {
  users: readonly User[];
  loading: boolean;
  emptyText: string;
  onEdit: (user: User) => void;
}

const COLUMN_COUNT = 6;
const NARROW = { width: '1%', whiteSpace: 'nowrap' } as const;
/** The badge's label would otherwise shrink to an ellipsis in a column as narrow as its content. */
const BADGE_STYLES = { root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } } as const;
const STATUS_COLOR: Readonly<Record<UserStatus, string>> = {
  [UserStatus.Limited]: 'yellow',
  [UserStatus.Enabled]: 'green',
  [UserStatus.Disabled]: 'red',
};

/**
 * The users table (platform.md §2.4): number, e-mail, name, roles, status, and an edit button per row. A phone shows
 * name, roles and the button, with the address under the name and the status under the roles.
 */
export function UsersTable({ users, loading, emptyText, onEdit }: UsersTableProps) {
  const { t } = useTranslation();

  let body;
  if (loading) {
    body = <TableStateRow columns={COLUMN_COUNT} loadingLabel={t('users.loading')} />;
  } else if (users.length === 0) {
    body = <TableStateRow columns={COLUMN_COUNT} text={emptyText} />;
  } else {
    body = users.map((user, index) => {
      const editLabel = t('users.edit', { name: user.displayName });
      const status = (
        <Badge size="sm" variant="light" color={STATUS_COLOR[user.status]} styles={BADGE_STYLES}>
          {t(`userStatus.${String(user.status)}`)}
        </Badge>
      );
      return (
        <Table.Tr key={user.id}>
          <Table.Td visibleFrom="sm">{index + 1}</Table.Td>
          <Table.Td visibleFrom="sm" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Table.Td>
          <Table.Td style={{ overflowWrap: 'break-word' }}>
            {user.displayName}
            {/* A phone has no room for the e-mail column: the address goes under the name. */}
            <Text hiddenFrom="sm" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
          </Table.Td>
          <Table.Td>
            {user.roles.map((role) => t(`roles.${role}`)).join(', ')}
            {/* On a phone the status goes under the roles. */}
            <Group hiddenFrom="sm" mt={4}>
              {status}
            </Group>
          </Table.Td>
          <Table.Td visibleFrom="sm">{status}</Table.Td>
          <Table.Td>
            <Group gap={2} wrap="nowrap" justify="flex-end">
              <Tooltip label={editLabel} openDelay={400}>
                <ActionIcon
                  variant="subtle"
                  aria-label={editLabel}
                  onClick={() => {
                    onEdit(user);
                  }}
                >
                  <IconPencil size={18} aria-hidden />
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
      <Table aria-label={t('users.tableLabel')} highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm" style={NARROW}>
              {t('users.columns.number')}
            </Table.Th>
            <Table.Th visibleFrom="sm">{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.roles')}</Table.Th>
            <Table.Th visibleFrom="sm" style={NARROW}>
              {t('users.columns.status')}
            </Table.Th>
            <Table.Th style={NARROW}>
              <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
