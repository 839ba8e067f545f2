import { Button, Checkbox, ColorSwatch, Group, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconStack2 } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './document-viewer.module.css';
import { filterLayers, type DrawingLayer } from './drawing-view.utils';

/** From this many layers on, the list has a field to find a layer by its name. */
const FILTER_FROM = 12;

export interface DrawingLayersProps {
  /** The drawing's layers, sorted; empty until the drawing is drawn. */
  layers: readonly DrawingLayer[];
  /** The names of the layers hidden. */
  hidden: ReadonlySet<string>;
  disabled: boolean;
  onShow: (names: readonly string[], show: boolean) => void;
}

/**
 * «Слои»: the drawing's layers in a popover below the button, each with its colour and a checkbox that shows or hides
 * it, and «show all» and «hide all» (of the layers found, when a name is typed; never disabled, so that the focus
 * stays in the popover). The list scrolls; the popover is no wider than a phone's screen.
 */
export function DrawingLayers({ layers, hidden, disabled, onShow }: DrawingLayersProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const titleId = useId();
  const shown = filterLayers(layers, query);
  const names = shown.map((layer) => layer.name);

  return (
    <Popover position="bottom-end" width={320} shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          px="xs"
          className={classes['tool']}
          leftSection={<IconStack2 size={20} aria-hidden />}
          disabled={disabled || layers.length === 0}
        >
          {t('documentViewer.drawing.layers')}
        </Button>
      </Popover.Target>
      {/* A dialog named by its title rather than by its button, as the kit would. */}
      <Popover.Dropdown className={classes['layersDropdown']} aria-labelledby={titleId}>
        <Stack gap="xs">
          <Text id={titleId} fw={500} size="sm">
            {t('documentViewer.drawing.layersTitle')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => {
                onShow(names, true);
              }}
            >
              {t('documentViewer.drawing.showAll')}
            </Button>
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => {
                onShow(names, false);
              }}
            >
              {t('documentViewer.drawing.hideAll')}
            </Button>
          </Group>
          {layers.length >= FILTER_FROM && (
            <TextInput
              size="xs"
              type="search"
              aria-label={t('documentViewer.drawing.findLayer')}
              placeholder={t('documentViewer.drawing.findLayer')}
              leftSection={<IconSearch size={14} aria-hidden />}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
              }}
            />
          )}
          <ScrollArea.Autosize mah="min(50dvh, 360px)" type="auto" offsetScrollbars>
            <Stack gap={6}>
              {shown.map((layer) => (
                <Checkbox
                  key={layer.name}
                  size="sm"
                  checked={!hidden.has(layer.name)}
                  onChange={(event) => {
                    onShow([layer.name], event.currentTarget.checked);
                  }}
                  label={
                    <span className={classes['layer']}>
                      <ColorSwatch color={layer.color} size={12} radius="xs" withShadow aria-hidden />
                      <span className={classes['layerName']} title={layer.displayName}>
                        {layer.displayName}
                      </span>
                    </span>
                  }
                />
              ))}
              {shown.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('documentViewer.drawing.noLayersFound')}
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
