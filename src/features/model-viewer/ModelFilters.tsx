import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './model-viewer.module.css';
import type { FilterEntry } from './model-tree.utils';
import { visibilityOf, type ItemRefs, type VisibilityState } from './model-visibility.utils';
import { useModelLabels } from './useModelLabels';
import { VisibilityButtons } from './VisibilityButtons';

export interface ModelFiltersProps {
  models: readonly FilterEntry[];
  storeys: readonly FilterEntry[];
  classes: readonly FilterEntry[];
  visibility: VisibilityState;
  onToggle: (items: ItemRefs, show: boolean) => void;
  onIsolate: (items: ItemRefs) => void;
}

/** Hide, show and isolate by model (part), by storey (across models) and by IFC class (across models). */
export function ModelFilters({
  models,
  storeys,
  classes: ifcClasses,
  visibility,
  onToggle,
  onIsolate,
}: ModelFiltersProps) {
  const { t } = useTranslation();
  const { className } = useModelLabels();

  const section = (
    value: string,
    title: string,
    entries: readonly FilterEntry[],
    label: (entry: FilterEntry) => string,
    hint?: (entry: FilterEntry) => string | undefined,
  ) => (
    <details key={value} className={classes['group']} open>
      <summary className={classes['groupSummary']}>{title}</summary>
      <div className={classes['groupBody']}>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('modelViewer.filters.none')}
          </Text>
        ) : (
          <Stack gap={2} role="list" aria-label={title}>
            {entries.map((entry) => {
              const name = label(entry);
              const detail = hint?.(entry);
              return (
                <div key={entry.key} className={classes['filterRow']} role="listitem">
                  <Text size="sm" className={classes['rowLabel']} title={detail ? `${name} — ${detail}` : name}>
                    {name}
                    {detail && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        {detail}
                      </Text>
                    )}
                  </Text>
                  <VisibilityButtons
                    name={name}
                    status={visibilityOf(visibility, entry.refs)}
                    onToggle={(show) => {
                      onToggle(entry.refs, show);
                    }}
                    onIsolate={() => {
                      onIsolate(entry.refs);
                    }}
                  />
                </div>
              );
            })}
          </Stack>
        )}
      </div>
    </details>
  );

  return (
    <Stack gap="xs" p="sm">
      {section('models', t('modelViewer.filters.models'), models, (entry) => entry.name ?? entry.key)}
      {section(
        'storeys',
        t('modelViewer.filters.storeys'),
        storeys,
        (entry) => entry.name ?? t('modelViewer.tree.unnamed'),
      )}
      {section(
        'classes',
        t('modelViewer.filters.classes'),
        ifcClasses,
        (entry) => t('modelViewer.tree.count', { name: className(entry.key), count: entry.count ?? 0 }),
        // «Стены» stands for IfcWall and IfcWallStandardCase alike: the IFC name tells them apart.
        (entry) => (className(entry.key) === entry.key ? undefined : entry.key),
      )}
    </Stack>
  );
}
