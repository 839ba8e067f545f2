import { ActionIcon, Group, Popover, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconArrowsMaximize, IconEye, IconInfoCircle, IconSitemap, IconBoxAlignBottom } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import classes from './model-viewer.module.css';
import type { SectionRange } from './model-view.utils';

export interface SectionState {
  enabled: boolean;
  height: number;
}

export interface ModelToolbarProps {
  /** The models' names. */
  title: string;
  /** The scene has models: the tools act on them. */
  ready: boolean;
  somethingHidden: boolean;
  panelOpened: boolean;
  propertiesOpened: boolean;
  section: SectionState;
  /** The models' height, for the section's slider; none before a model is loaded. */
  sectionRange?: SectionRange;
  onTogglePanel: () => void;
  onToggleProperties: () => void;
  onFit: () => void;
  onShowAll: () => void;
  onSectionChange: (section: SectionState) => void;
}

function ToolButton(props: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { label, active, disabled, onClick, children } = props;
  return (
    <Tooltip label={label} openDelay={800}>
      <ActionIcon
        variant={active ? 'light' : 'default'}
        size="lg"
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The viewer's tools above the scene: the structure and filters panel, fit to view, show all, the horizontal
 * section (on or off, its height over the models' height) and the properties panel.
 */
export function ModelToolbar(props: ModelToolbarProps) {
  const { title, ready, somethingHidden, panelOpened, propertiesOpened, section, sectionRange } = props;
  const { onTogglePanel, onToggleProperties, onFit, onShowAll, onSectionChange } = props;
  const { t } = useTranslation();
  const language = useAppLanguage();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });

  return (
    <div className={classes['toolbar']} role="toolbar" aria-label={t('modelViewer.toolbar.label')}>
      <ToolButton label={t('modelViewer.toolbar.panel')} active={panelOpened} onClick={onTogglePanel}>
        <IconSitemap size={20} aria-hidden />
      </ToolButton>
      <Text component="h1" fw={600} m={0} className={classes['title']} title={title}>
        {title}
      </Text>
      <Group gap={6} wrap="nowrap">
        <ToolButton label={t('modelViewer.toolbar.fit')} disabled={!ready} onClick={onFit}>
          <IconArrowsMaximize size={20} aria-hidden />
        </ToolButton>
        <ToolButton label={t('modelViewer.toolbar.showAll')} disabled={!somethingHidden} onClick={onShowAll}>
          <IconEye size={20} aria-hidden />
        </ToolButton>
        <Popover position="bottom-end" width={260} shadow="md" withinPortal>
          <Popover.Target>
            <ActionIcon
              variant={section.enabled ? 'light' : 'default'}
              size="lg"
              aria-label={t('modelViewer.toolbar.section')}
              aria-pressed={section.enabled}
              disabled={!ready || !sectionRange}
            >
              <IconBoxAlignBottom size={20} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            {sectionRange && (
              <Stack gap="sm">
                <Text size="sm" fw={600}>
                  {t('modelViewer.section.title')}
                </Text>
                <Switch
                  label={t('modelViewer.section.enable')}
                  checked={section.enabled}
                  onChange={(event) => {
                    onSectionChange({ ...section, enabled: event.currentTarget.checked });
                  }}
                />
                {/* A native slider: keyboard, touch and screen readers as the browser gives them. */}
                <label className={classes['range']}>
                  <Text span size="sm">
                    {t('modelViewer.section.height')}: {number.format(section.height)}
                  </Text>
                  <input
                    type="range"
                    min={sectionRange.min}
                    max={sectionRange.max}
                    step={sectionRange.step}
                    value={section.height}
                    disabled={!section.enabled}
                    onChange={(event) => {
                      onSectionChange({ ...section, height: Number(event.currentTarget.value) });
                    }}
                  />
                </label>
              </Stack>
            )}
          </Popover.Dropdown>
        </Popover>
        <ToolButton label={t('modelViewer.toolbar.properties')} active={propertiesOpened} onClick={onToggleProperties}>
          <IconInfoCircle size={20} aria-hidden />
        </ToolButton>
      </Group>
    </div>
  );
}
