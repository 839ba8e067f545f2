import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetSettings } from '../../../codegen/api/settings/settings';
import { useSecurityGroups } from '../../shared/security-groups/useSecurityGroups';
import { LoadState } from '../../shared/ui/LoadState';
import { DefaultGroupsSection } from './DefaultGroupsSection';

/**
 * The server settings screen (platform.md §2.4): for now one collapsible section, the security groups of domain
 * users. Load errors show in place of the content (platform.md §8).
 */
export function ServerSettingsPage() {
  const { t } = useTranslation();
  const settings = useGetSettings();
  const groups = useSecurityGroups();
  const error = settings.error ?? groups.error;

  return (
    <Stack gap="md">
      <Title order={3}>{t('admin.settings.title')}</Title>
      {settings.data && groups.data && !error ? (
        <DefaultGroupsSection
          defaultIds={settings.data.domainAuthSettings.defaultSecurityGroupIds}
          groups={groups.data}
        />
      ) : (
        <LoadState pending error={error} loadingLabel={t('admin.settings.loading')} />
      )}
    </Stack>
  );
}
