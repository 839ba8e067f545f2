import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Screens of later issues; the README lists these routes as pending. */
export function PendingPage() {
  const { t } = useTranslation();
  return (
    <Stack p="lg" gap="xs" data-testid="pending-page">
      <Title order={2}>{t('pending.title')}</Title>
      <Text c="dimmed">{t('pending.text')}</Text>
    </Stack>
  );
}
