import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SharedLink } from '../../../codegen/model/sharedLink';
import { formatDateTime } from '../format/format-date';
import { useAppLanguage } from '../i18n/useAppLanguage';
import { absoluteLinkUrl, linkLifetime } from './sharing.utils';

/** How long the copy button says 'Скопировано' before it offers to copy again. */
const COPIED_FOR_MS = 2000;

/** The created link: read-only field, copy button and how long the link works (explorer.md §2 Modals Share, §9). */
export function SharedLinkField({ link }: { link: SharedLink }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const clipboard = useClipboard({ timeout: COPIED_FOR_MS });
  const url = absoluteLinkUrl(link.uri);
  const lifetime = linkLifetime(link);
  const lifetimeText =
    lifetime.kind === 'persistent'
      ? t('sharing.persistentLink')
      : lifetime.expiresAt === undefined
        ? t('sharing.validSevenDays')
        : t('sharing.validUntil', { date: formatDateTime(lifetime.expiresAt, language) });

  return (
    <Stack gap="xs">
      <TextInput
        label={t('sharing.link')}
        value={url}
        readOnly
        data-autofocus
        // The whole link is selected on focus, so that copying by hand takes one keystroke when the clipboard fails.
        onFocus={(event) => {
          event.currentTarget.select();
        }}
      />
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {lifetimeText}
        </Text>
        <Button
          // Dark teal keeps the white label readable (WCAG AA) while it says «copied».
          color={clipboard.copied ? 'teal.9' : undefined}
          leftSection={clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={() => {
            clipboard.copy(url);
          }}
          style={{ flexShrink: 0 }}
        >
          {clipboard.copied ? t('sharing.copied') : t('sharing.copy')}
        </Button>
      </Group>
      {clipboard.error && (
        <Text size="sm" c="red" role="alert">
          {t('sharing.copyFailed')}
        </Text>
      )}
    </Stack>
  );
}
