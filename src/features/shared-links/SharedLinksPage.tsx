import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SharedLinkSummary } from '../../../codegen/model/sharedLinkSummary';
import { errorMessage } from '../../shared/errors/error-message';
import { hasElevatedRole, useSession } from '../../shared/session/session-context';
import { SharedLinksTable } from './SharedLinksTable';
import { useRevokeLink, useSharedLinks } from './useSharedLinks';

const NO_LINKS: readonly SharedLinkSummary[] = [];

/**
 * The shared links that still work, to revoke those that should not (docs/server.md, Shared links): one's own, or
 * every account's for administrators and developers.
 */
export function SharedLinksPage() {
  const { t } = useTranslation();
  const { account } = useSession();
  const everyone = hasElevatedRole(account);
  const { data, error, isPending } = useSharedLinks();
  const revoke = useRevokeLink();

  return (
    <Container size="lg" w="100%" py="md">
      <Stack gap="md">
        <Title order={2}>{t('sharedLinks.title')}</Title>
        <Text c="dimmed">{everyone ? t('sharedLinks.introEveryone') : t('sharedLinks.intro')}</Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error, t)}
          </Alert>
        ) : (
          <SharedLinksTable
            links={data ?? NO_LINKS}
            loading={isPending}
            showAuthors={everyone}
            onRevoke={(link) => {
              void revoke(link);
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
