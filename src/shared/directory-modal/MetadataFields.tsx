import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleMessage } from '../forms/form-rules';
import {
  METADATA_KEY_MAX_LENGTH,
  METADATA_MAX_ROWS,
  METADATA_VALUE_MAX_LENGTH,
  emptyMetadataRow,
  type DirectoryFormErrors,
  type MetadataRow,
} from './directory-form.utils';

export interface MetadataFieldsProps {
  rows: readonly MetadataRow[];
  /** Renaming shows the metadata without letting it change (explorer.md §5). */
  readOnly: boolean;
  errors: DirectoryFormErrors['metadata'];
  /** Server field errors by row, shown under the inputs they name. */
  serverErrors: ReadonlyMap<string, string>;
  onChange: (rows: MetadataRow[]) => void;
}

/** The key/value rows of the directory modal: add and remove rows when creating, read-only when renaming. */
export function MetadataFields({ rows, readOnly, errors, serverErrors, onChange }: MetadataFieldsProps) {
  const { t } = useTranslation();
  // A row added by the button takes the focus, so typing goes on in its key.
  const [addedId, setAddedId] = useState<number>();

  const update = (id: number, field: 'key' | 'value', text: string) => {
    onChange(rows.map((row) => (row.id === id ? { ...row, [field]: text } : row)));
  };

  const keyError = (index: number) => {
    const error = errors[index]?.key;
    return error ? ruleMessage(error, t) : serverErrors.get(`key:${index}`);
  };
  const valueError = (index: number) => {
    const error = errors[index]?.value;
    return error ? ruleMessage(error, t) : serverErrors.get(`value:${index}`);
  };

  return (
    <Fieldset legend={t('directoryModal.metadata')} variant="unstyled">
      <Stack gap="xs">
        {readOnly && (
          <Text size="xs" c="dimmed">
            {rows.length === 0 ? t('directoryModal.noMetadata') : t('directoryModal.readOnlyMetadata')}
          </Text>
        )}
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('directoryModal.metadataKeyRow', { row: number })}
                placeholder={t('directoryModal.metadataKey')}
                required={!readOnly}
                autoFocus={row.id === addedId}
                readOnly={readOnly}
                maxLength={METADATA_KEY_MAX_LENGTH}
                value={row.key}
                error={keyError(index)}
                onChange={(event) => {
                  update(row.id, 'key', event.currentTarget.value);
                }}
              />
              <TextInput
                style={{ flex: 1 }}
                aria-label={t('directoryModal.metadataValueRow', { row: number })}
                placeholder={t('directoryModal.metadataValue')}
                readOnly={readOnly}
                maxLength={METADATA_VALUE_MAX_LENGTH}
                value={row.value}
                error={valueError(index)}
                onChange={(event) => {
                  update(row.id, 'value', event.currentTarget.value);
                }}
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('directoryModal.removeRow', { row: number })}
                  onClick={() => {
                    onChange(rows.filter((other) => other.id !== row.id));
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          );
        })}
        {!readOnly && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            disabled={rows.length >= METADATA_MAX_ROWS}
            onClick={() => {
              const added = emptyMetadataRow(rows);
              setAddedId(added.id);
              onChange([...rows, added]);
            }}
          >
            {t('directoryModal.addRow')}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
