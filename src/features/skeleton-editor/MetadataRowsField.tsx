import { ActionIcon, Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  METADATA_KEY_MAX_LENGTH,
  METADATA_VALUE_MAX_LENGTH,
  emptyMetadataRow,
  type MetadataRow,
} from './skeleton-entity-form.utils';

export interface MetadataRowsFieldProps {
  rows: readonly MetadataRow[];
  /** Ids of the rows whose value has no key. */
  missingKeys: readonly number[];
  onChange: (rows: MetadataRow[]) => void;
}

/**
 * The entity's metadata: key/value rows to add and remove. The keys (with default values) prefill the metadata of
 * every directory made from the entity (docs/structure.md); rows left empty are dropped when saved.
 */
export function MetadataRowsField({ rows, missingKeys, onChange }: MetadataRowsFieldProps) {
  const { t } = useTranslation();
  // A row added by the button takes the focus, so typing goes on in its key.
  const [addedId, setAddedId] = useState<number>();

  const update = (id: number, field: 'key' | 'value', text: string) => {
    onChange(rows.map((row) => (row.id === id ? { ...row, [field]: text } : row)));
  };

  return (
    <Fieldset
      legend={t('admin.skeletonEditor.modal.metadata')}
      variant="unstyled"
      // The legend looks like the labels of the other fields, and the rows line up with them (no browser margin).
      styles={{
        root: { margin: 0 },
        legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, marginBottom: 4 },
      }}
    >
      <Stack gap="xs">
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                aria-label={t('admin.skeletonEditor.modal.metadataKeyRow', { row: number })}
                placeholder={t('admin.skeletonEditor.modal.metadataKey')}
                autoFocus={row.id === addedId}
                maxLength={METADATA_KEY_MAX_LENGTH}
                value={row.key}
                error={missingKeys.includes(row.id) ? t('admin.skeletonEditor.modal.keyRequired') : undefined}
                onChange={(event) => {
                  update(row.id, 'key', event.currentTarget.value);
                }}
              />
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                aria-label={t('admin.skeletonEditor.modal.metadataValueRow', { row: number })}
                placeholder={t('admin.skeletonEditor.modal.metadataValue')}
                maxLength={METADATA_VALUE_MAX_LENGTH}
                value={row.value}
                onChange={(event) => {
                  update(row.id, 'value', event.currentTarget.value);
                }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('admin.skeletonEditor.modal.removeRow', { row: number })}
                onClick={() => {
                  onChange(rows.filter((other) => other.id !== row.id));
                }}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            const added = emptyMetadataRow(rows);
            setAddedId(added.id);
            onChange([...rows, added]);
          }}
        >
          {t('admin.skeletonEditor.modal.addRow')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
