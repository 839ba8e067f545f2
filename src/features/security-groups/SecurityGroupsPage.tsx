import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { errorMessage } from '../../shared/errors/error-message';
import { useSecurityGroups } from '../../shared/security-groups/useSecurityGroups';
import { SecurityGroupModal } from './SecurityGroupModal';
import { SecurityGroupsTable } from './SecurityGroupsTable';
import { filterSecurityGroups } from './security-groups.utils';
import { useDeleteSecurityGroup } from './useDeleteSecurityGroup';

const NO_GROUPS: readonly SecurityGroup[] = [];

/** The modal: for a new group (no group) or an existing one; the group stays while the modal fades out. */
interface Editing {
  opened: boolean;
  group?: SecurityGroup;
}

/**
 * The security groups screen (platform.md §2.4): the table of groups with a search by id and name, create, edit and
 * delete with a confirmation.
 */
export function SecurityGroupsPage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useSecurityGroups();
  const deleteGroup = useDeleteSecurityGroup();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>({ opened: false });
  const groups = filterSecurityGroups(data ?? NO_GROUPS, search);
  const emptyText = search.trim() === '' ? t('admin.securityGroups.empty') : t('admin.securityGroups.nothingFound');

  return (
    <Stack gap="md">
      <Title order={3}>{t('admin.securityGroups.title')}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          style={{ flex: '1 1 240px' }}
          label={t('admin.securityGroups.search.label')}
          placeholder={t('admin.securityGroups.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
          }}
        />
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setEditing({ opened: true });
          }}
        >
          {t('admin.securityGroups.create')}
        </Button>
      </Group>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error, t)}
        </Alert>
      ) : (
        <SecurityGroupsTable
          groups={groups}
          loading={isPending}
          emptyText={emptyText}
          onEdit={(group) => {
            setEditing({ opened: true, group });
          }}
          onDelete={(group) => void deleteGroup(group)}
        />
      )}
      <SecurityGroupModal
        opened={editing.opened}
        group={editing.group}
        onClose={() => {
          setEditing((current) => ({ ...current, opened: false }));
        }}
      />
    </Stack>
  );
}
