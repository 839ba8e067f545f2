import { Alert, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../shared/errors/error-message';
import { formatDateTime } from '../../shared/format/format-date';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { requestedVersionIndex } from '../../shared/documents/version-index.utils';
import { useVersionOverview } from '../../shared/documents/useVersionOverview';

/**
 * The document overview (platform.md §2.6), full screen: whether this version of the document is still the relevant
 * one. A printed drawing can carry its address, so that whoever holds the paper sees whether it is out of date.
 */
export function DocumentOverviewPage() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { documentId = '', versionIndex } = useParams();
  const { data, error, isPending } = useVersionOverview(documentId, requestedVersionIndex(versionIndex));

  return (
    <Center mih="100dvh" p="md" component="main">
      {isPending ? (
        <Loader aria-label={t('documentOverview.loading')} />
      ) : error ? (
        <Alert color="red" variant="light" role="alert" maw={480}>
          {errorMessage(error, t)}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="xl" maw={560} w="100%" data-testid="document-overview">
          <Stack gap="md">
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {data.fullName}
            </Title>
            <Group gap="xs" wrap="nowrap">
              <ThemeIcon color={data.relevant ? 'green' : 'orange'} variant="light" radius="xl" aria-hidden>
                {data.relevant ? <IconCircleCheck size={18} /> : <IconHistory size={18} />}
              </ThemeIcon>
              {/* The icon carries the colour; the words keep the text colour, readable on any background. */}
              <Text fw={600}>{data.relevant ? t('documentOverview.relevant') : t('documentOverview.notRelevant')}</Text>
            </Group>
            <Text>
              {t('documentOverview.version', { number: data.versionIndex + 1 })}{' '}
              {t('documentOverview.from', { date: formatDateTime(data.createdAt, language) })}
            </Text>
          </Stack>
        </Paper>
      )}
    </Center>
  );
}
