import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import classes from './document-viewer.module.css';
import {
  canZoomIn,
  canZoomOut,
  currentZoomChoice,
  scaleValueOfChoice,
  zoomChoices,
  type ZoomChoice,
  type ZoomPreset,
} from './zoom.utils';

const PRESET_LABELS: Record<ZoomPreset, string> = {
  auto: 'documentViewer.zoomAuto',
  'page-width': 'documentViewer.zoomPageWidth',
  'page-fit': 'documentViewer.zoomPageFit',
};

export interface ZoomControlProps {
  scale: number;
  scaleValue: string;
  disabled: boolean;
  onZoom: (scaleValue: string) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  /**
   * The list alone, narrower, for a phone's toolbar: the fixed zooms and the fits are all in it, and pinching zooms
   * the pages too.
   */
  compact?: boolean;
}

/** Zoom out, the zoom list (fit to the window, or a percentage) and zoom in. */
export function ZoomControl({
  scale,
  scaleValue,
  disabled,
  onZoom,
  onZoomIn,
  onZoomOut,
  compact = false,
}: ZoomControlProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const percent = new Intl.NumberFormat(language, { style: 'percent' });
  const current = currentZoomChoice(scaleValue, scale);
  const label = (choice: ZoomChoice) =>
    choice.kind === 'preset' ? t(PRESET_LABELS[choice.value]) : percent.format(choice.percent / 100);

  const list = (
    <Select
      size="xs"
      w={compact ? 128 : 160}
      aria-label={t('documentViewer.zoom')}
      data={zoomChoices(current).map((choice) => ({ value: choice.value, label: label(choice) }))}
      value={current}
      allowDeselect={false}
      disabled={disabled}
      onChange={(choice) => {
        const value = choice === null ? undefined : scaleValueOfChoice(choice);
        if (value !== undefined) onZoom(value);
      }}
    />
  );
  if (compact) return list;

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('documentViewer.zoomOut')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className={classes['tool']}
          aria-label={t('documentViewer.zoomOut')}
          disabled={disabled || !canZoomOut(scale)}
          onClick={onZoomOut}
        >
          <IconZoomOut size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {list}
      <Tooltip label={t('documentViewer.zoomIn')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          className={classes['tool']}
          aria-label={t('documentViewer.zoomIn')}
          disabled={disabled || !canZoomIn(scale)}
          onClick={onZoomIn}
        >
          <IconZoomIn size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
