import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function UnsupportedBrowserPage() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" p="md">
      <Stack maw={560}>
        <Title order={1}>{t('unsupportedBrowser.title')}</Title>
        <Text>{t('unsupportedBrowser.text')}</Text>
      </Stack>
    </Center>
  );
}
