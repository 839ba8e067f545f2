import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { extensionChange, keepingExtension } from './document-name.utils';

export interface ExtensionWarningProps {
  /** The file's own name, whose extension counts. */
  fileName: string;
  /** The name typed for it. */
  typedName: string;
  /** Puts the file's extension back at the end of the typed name. */
  onKeep: (name: string) => void;
}

/**
 * Warns while a name typed for a file drops or changes its extension (the upload master, the rename), with one click
 * to keep it: the upload still goes as typed if the user wants it so.
 */
export function ExtensionWarning({ fileName, typedName, onKeep }: ExtensionWarningProps) {
  const { t } = useTranslation();
  const change = extensionChange(fileName, typedName);
  if (!change) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="status" p="xs">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 200px' }}>
          {t(change.to === '' ? 'documents.extension.dropped' : 'documents.extension.changed', { ...change })}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          color="yellow"
          onClick={() => {
            onKeep(keepingExtension(typedName, change));
          }}
        >
          {t('documents.extension.keep', { from: change.from })}
        </Button>
      </Group>
    </Alert>
  );
}
