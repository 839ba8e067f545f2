import { Group, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from './app-version';

/** The bottom bar with the product name and release; memoised, as the layout renders again on every navigation. */
export const FooterBar = memo(function FooterBar() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="flex-end">
      <Text size="xs" c="dimmed">
        {t('layout.footer', { version: APP_VERSION })}
      </Text>
    </Group>
  );
});
