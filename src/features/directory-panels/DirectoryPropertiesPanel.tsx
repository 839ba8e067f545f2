import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGetDirectoryProperties } from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import { formatDateTime } from '../../shared/format/format-date';
import { formatSize } from '../../shared/format/format-size';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { LoadState } from '../../shared/ui/LoadState';
import { DirectoryPanelFrame } from './DirectoryPanelFrame';

/** The directory properties panel (route `home.directory.directories.properties`, explorer.md §2). */
export function DirectoryPropertiesPanel() {
  return (
    <DirectoryPanelFrame active="properties">
      {(directory) => <PropertiesTable directory={directory} />}
    </DirectoryPanelFrame>
  );
}

function PropertiesTable({ directory }: { directory: Directory }) {
  const { t } = useTranslation();
  const language = useAppLanguage();
  const { data: properties, error, isPending } = useGetDirectoryProperties(directory.id);

  if (isPending || error) {
    return <LoadState pending={isPending} error={error} loadingLabel={t('directoryPanels.loading')} />;
  }

  const rows: { key: string; label: string; value: string; fullViewOnly?: boolean }[] = [
    { key: 'name', label: t('directoryPanels.fields.name'), value: directory.name },
    { key: 'size', label: t('directoryPanels.fields.size'), value: formatSize(properties.totalSize, t, language) },
    {
      key: 'directoriesCount',
      label: t('directoryPanels.fields.directoriesCount'),
      value: String(properties.directoriesCount),
      fullViewOnly: true,
    },
    {
      key: 'documentsCount',
      label: t('directoryPanels.fields.documentsCount'),
      value: String(properties.documentsCount),
      fullViewOnly: true,
    },
    {
      key: 'createdAt',
      label: t('directoryPanels.fields.createdAt'),
      value: formatDateTime(directory.createdAt, language),
    },
    {
      key: 'updatedAt',
      label: t('directoryPanels.fields.updatedAt'),
      value: formatDateTime(directory.updatedAt, language),
    },
  ];

  return (
    <Table variant="vertical" layout="fixed" withTableBorder maw={640} aria-label={t('directoryPanels.properties')}>
      <Table.Tbody>
        {rows.map((row) => (
          // The totals belong to the full view only (explorer.md §2): desktop widths from Mantine's lg, 1200 px.
          <Table.Tr key={row.key} data-field={row.key} visibleFrom={row.fullViewOnly ? 'lg' : undefined}>
            <Table.Th scope="row" w={200}>
              {row.label}
            </Table.Th>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
