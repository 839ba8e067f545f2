import { Alert, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetUsers } from '../../../codegen/api/users/users';
import type { GetUsers200 } from '../../../codegen/model/getUsers200';
import type { User } from '../../../codegen/model/user';
import { errorMessage } from '../../shared/errors/error-message';
import { UserEditModal } from './UserEditModal';
import { UsersTable } from './UsersTable';
import { filterUsers } from './users.utils';

const NO_USERS: readonly User[] = [];
// Module-level so the query's `select` keeps its identity and react-query memoises the list.
const selectUsers = (response: GetUsers200) => response.data;

/** The users screen (platform.md §2.4): the table with a search box, and the edit modal per row. */
export function UsersPage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useGetUsers({ query: { select: selectUsers } });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ opened: boolean; user?: User }>({ opened: false });
  const users = filterUsers(data ?? NO_USERS, search, (role) => t(`roles.${role}`));

  return (
    <Stack gap="md">
      <Title order={3}>{t('users.title')}</Title>
      <TextInput
        type="search"
        label={t('users.search.label')}
        placeholder={t('users.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
      />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error, t)}
        </Alert>
      ) : (
        <UsersTable
          users={users}
          loading={isPending}
          emptyText={search.trim() === '' ? t('users.empty') : t('users.nothingFound')}
          onEdit={(user) => {
            setEditing({ opened: true, user });
          }}
        />
      )}
      <UserEditModal
        opened={editing.opened}
        user={editing.user}
        onClose={() => {
          setEditing((current) => ({ ...current, opened: false }));
        }}
      />
    </Stack>
  );
}
