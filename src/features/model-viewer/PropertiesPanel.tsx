import { ActionIcon, Alert, Group, Loader, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconZoomIn } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { formatPropertyValue, KNOWN_ATTRIBUTES, type PropertyRow } from './item-properties.utils';
import classes from './model-viewer.module.css';
import type { ItemPropertiesState } from './useItemProperties';
import { useModelLabels } from './useModelLabels';

export interface PropertiesPanelProps {
  state: ItemPropertiesState;
  /** The name of the part (model file) the item is in. */
  partName?: string;
  /** Brings the selected item into view. */
  onFit: () => void;
}

const KNOWN: ReadonlySet<string> = new Set(KNOWN_ATTRIBUTES);

/**
 * The selected element's IFC data: its model, class, GlobalId, type and storey, its attributes, then each property
 * and quantity set (of the element and of its type) with its properties.
 */
export function PropertiesPanel({ state, partName, onFit }: PropertiesPanelProps) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { className } = useModelLabels();

  if (state.status === 'idle') {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('modelViewer.properties.empty')}
      </Text>
    );
  }
  if (state.status === 'loading') {
    return (
      <Group gap="xs" p="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('modelViewer.properties.loading')}</Text>
      </Group>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert" m="sm">
        {t('modelViewer.properties.failed')}
      </Alert>
    );
  }

  const { properties } = state;
  const words = { language, yes: t('modelViewer.properties.yes'), no: t('modelViewer.properties.no') };
  const attribute = (name: string) => (KNOWN.has(name) ? t(`modelViewer.properties.attribute.${name}`) : name);
  const summary: PropertyRow[] = [
    ...(partName ? [{ name: t('modelViewer.properties.attribute.model'), value: partName }] : []),
    ...(properties.category
      ? [{ name: t('modelViewer.properties.attribute.class'), value: classText(properties.category, className) }]
      : []),
    ...(properties.guid ? [{ name: t('modelViewer.properties.attribute.GlobalId'), value: properties.guid }] : []),
    ...(properties.type ? [{ name: t('modelViewer.properties.attribute.type'), value: properties.type }] : []),
    ...(properties.storey ? [{ name: t('modelViewer.properties.attribute.storey'), value: properties.storey }] : []),
    ...properties.attributes.map((row) => ({ name: attribute(row.name), value: row.value })),
  ];
  const title = properties.attributes.find((row) => row.name === 'Name')?.value;

  return (
    <Stack gap="xs" p="sm">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {typeof title === 'string' && title !== '' ? title : t('modelViewer.tree.unnamed')}
        </Text>
        <Tooltip label={t('modelViewer.properties.fit')} openDelay={800}>
          <ActionIcon variant="subtle" aria-label={t('modelViewer.properties.fit')} onClick={onFit}>
            <IconZoomIn size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {/* Native disclosures: the sets open and close without a component of their own in the app's first chunks. */}
      <details className={classes['group']} open>
        <summary className={classes['groupSummary']}>{t('modelViewer.properties.attributes')}</summary>
        <PropertyTable rows={summary} format={(value) => formatPropertyValue(value, words)} />
      </details>
      {properties.groups.map((group) => (
        <details key={group.key} className={classes['group']}>
          <summary className={classes['groupSummary']}>{group.name}</summary>
          <PropertyTable rows={group.rows} format={(value) => formatPropertyValue(value, words)} />
        </details>
      ))}
    </Stack>
  );
}

/** «Стены (IFCWALL)» where the class has words, else its IFC name alone. */
function classText(category: string, className: (category: string) => string): string {
  const name = className(category);
  return name === category ? category : `${name} (${category})`;
}

function PropertyTable({
  rows,
  format,
}: {
  rows: readonly PropertyRow[];
  format: (value: PropertyRow['value']) => string;
}) {
  return (
    <Table fz="sm" verticalSpacing={4} horizontalSpacing={4} layout="fixed">
      <Table.Tbody>
        {rows.map((row, index) => (
          // Names may repeat (two properties of one name in a set): the position is part of the key.
          <Table.Tr key={`${String(index)}-${row.name}`}>
            <Table.Th className={classes['propertyName']} fw={400}>
              {row.name}
            </Table.Th>
            <Table.Td className={classes['propertyValue']}>{format(row.value)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
