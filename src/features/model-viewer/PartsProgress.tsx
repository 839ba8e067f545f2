import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import classes from './model-viewer.module.css';
import type { PartLoad, ViewerPart } from './model-loading.utils';

export interface PartsProgressProps {
  parts: readonly ViewerPart[];
  loads: ReadonlyMap<string, PartLoad>;
}

/** What a part's row says of its loading, and how full its bar is (undefined: no bar). */
function useDescribe() {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  return (load: PartLoad): { text: string; value?: number; failed?: boolean } => {
    switch (load.phase) {
      case 'waiting':
        return { text: t('modelViewer.parts.waiting'), value: 0 };
      case 'downloading':
        return {
          text: t('modelViewer.parts.downloading', { percent: percent.format(load.fraction ?? 0) }),
          value: (load.fraction ?? 0) * 50,
        };
      case 'processing':
        return {
          text: t('modelViewer.parts.processing', { percent: percent.format(load.fraction) }),
          value: 50 + load.fraction * 50,
        };
      case 'loaded':
        return { text: t('modelViewer.parts.loaded'), value: 100 };
      case 'failed':
        return { text: `${t('modelViewer.parts.failed')}: ${errorMessage(load.error, t)}`, failed: true };
    }
  };
}

/**
 * Each part's loading, in a card in the scene's corner while any loads or failed: downloaded (the first half of its
 * bar), then read by the engine (the second half); a failure with the server's reason, in the catalogue's words.
 */
export function PartsProgress({ parts, loads }: PartsProgressProps) {
  const { t } = useTranslation();
  const describe = useDescribe();
  return (
    <Paper className={classes['progressCard']} shadow="sm" p="sm" withBorder>
      <Stack gap="xs" role="status" aria-label={t('modelViewer.parts.title')}>
        <Text size="sm" fw={600}>
          {t('modelViewer.parts.title')}
        </Text>
        {parts.map((part) => {
          const state = describe(loads.get(part.id) ?? { phase: 'waiting' });
          return (
            <Stack key={part.id} gap={2} data-testid="model-part">
              <Text size="xs" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {part.name}
              </Text>
              <Text size="xs" c={state.failed ? 'red' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
                {state.text}
              </Text>
              {state.value !== undefined && (
                <Progress value={state.value} size="sm" aria-label={part.name} transitionDuration={150} />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
