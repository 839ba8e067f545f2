import { Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PdfPreparation } from '../../../codegen/model/pdfPreparation';
import classes from './document-viewer.module.css';

export interface ViewerWaitingProps {
  /** How far the server's conversion is, once it said so: «preparing» and the queue ahead instead of `label`. */
  preparation?: PdfPreparation;
  /** What is waited for otherwise («Открываем документ…»). */
  label: string;
  /** Below the label: how far the loading is. */
  children?: ReactNode;
}

/** The stage while the document is prepared by the server or loaded: a spinner and what is waited for. */
export function ViewerWaiting({ preparation, label, children }: ViewerWaitingProps) {
  const { t } = useTranslation();
  return (
    <div className={classes['overlay']}>
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text fw={500}>{preparation ? t('documentViewer.preparing') : label}</Text>
        {preparation && preparation.queuePosition > 0 && (
          <Text size="sm" c="dimmed">
            {t('documentViewer.queued', { count: preparation.queuePosition })}
          </Text>
        )}
        {children}
      </Stack>
    </div>
  );
}
