import { Button, Collapse, Group, MultiSelect, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetSettingsQueryKey, useSetDefaultSecurityGroups } from '../../../codegen/api/settings/settings';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import type { ServerSettings } from '../../../codegen/model/serverSettings';
import { showError } from '../../shared/modals/showError';
import { groupOptions, preselectedGroupIds } from './server-settings.utils';

export interface DefaultGroupsSectionProps {
  /** `domainAuthSettings.defaultSecurityGroupIds` of GET /settings. */
  defaultIds: readonly string[];
  /** Every security group. */
  groups: readonly SecurityGroup[];
}

/**
 * «Группы безопасности доменных пользователей» (platform.md §2.4): the groups a domain user joins at the first sign-in,
 * chosen among all groups and saved with PUT /settings/domain-auth/default-security-group.
 */
export function DefaultGroupsSection({ defaultIds, groups }: DefaultGroupsSectionProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSetDefaultSecurityGroups();
  const [opened, section] = useDisclosure(true);
  const contentId = useId();
  // The user's choice; until there is one, the saved settings show.
  const [draft, setDraft] = useState<string[] | null>(null);
  const selected = draft ?? preselectedGroupIds(defaultIds, groups);

  const submit = () => {
    const ids = [...selected];
    save.mutate(
      { data: ids },
      {
        onSuccess: () => {
          queryClient.setQueryData<ServerSettings>(
            getGetSettingsQueryKey(),
            (current) => current && { ...current, domainAuthSettings: { defaultSecurityGroupIds: ids } },
          );
          setDraft(null);
          notifications.show({ color: 'green', message: t('admin.settings.domainGroups.saved') });
        },
        onError: (error) => void showError(error, 'UpdateResourceFailed'),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <UnstyledButton w="100%" aria-expanded={opened} aria-controls={contentId} onClick={section.toggle}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{t('admin.settings.domainGroups.title')}</Title>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ flexShrink: 0, transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={contentId}>
        <Stack gap="sm" pt="sm">
          <Text size="sm" c="dimmed">
            {t('admin.settings.domainGroups.hint')}
          </Text>
          <MultiSelect
            label={t('admin.settings.domainGroups.label')}
            placeholder={t('admin.settings.domainGroups.placeholder')}
            data={groupOptions(groups)}
            value={selected}
            onChange={setDraft}
            searchable
            clearable
            nothingFoundMessage={t('admin.settings.domainGroups.nothingFound')}
          />
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending}>
              {t('admin.settings.domainGroups.save')}
            </Button>
          </Group>
        </Stack>
      </Collapse>
    </Paper>
  );
}
