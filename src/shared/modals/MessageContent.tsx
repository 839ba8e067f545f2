import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface MessageContentProps {
  children: ReactNode;
  onOk: () => void;
}

/** The body of the alert and error modals: the message and a single OK button. */
export function MessageContent({ children, onOk }: MessageContentProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{children}</Text>
      <Group justify="flex-end">
        <Button onClick={onOk} data-autofocus>
          {t('modals.ok')}
        </Button>
      </Group>
    </Stack>
  );
}
