import { Anchor, Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmItemsPage } from '../modals/confirm-items.utils';
import { sharedModalSettings } from '../modals/shared-modal-settings';
import { assemblyIds, readyModelId, syncStateOf, type PreparedModel } from './model-assembly.utils';
import { useSyncPolling } from './useSyncPolling';

export interface SyncDialogProps {
  opened: boolean;
  /** Every document of the assembly, in order, with the model service's answer when the assembly was asked for. */
  models: readonly PreparedModel[];
  onClose: () => void;
  /** Every document is ready: opens the model viewer with their model ids. */
  onOpen: (ids: string[]) => void;
}

/** What a state's badge looks like: ready green, failed red, anything else still under way. */
function badgeColor(state: string): string {
  if (state === 'Error') return 'red';
  if (state === 'Completed' || state === 'Imported' || state === 'Merged') return 'green';
  return 'blue';
}

/**
 * The Sync dialog of model assembly (explorer.md §2 Modals, §4 Model assembly): the documents still being
 * synchronised with the model service when the assembly was asked for, five at a time, each with its state (and the
 * reason of a failure), asked again every two seconds while the dialog is open. OK closes it; once every document is
 * ready the assembly can be opened from here.
 */
export function SyncDialog({ opened, models, onClose, onOpen }: SyncDialogProps) {
  const { t } = useTranslation();
  const { size, zIndex, classNames } = sharedModalSettings();
  // The documents listed are those not ready when the dialog opened; they stay listed as they get ready.
  const [listed] = useState(
    () => new Set(models.filter(({ status }) => !readyModelId(status)).map(({ document }) => document.id)),
  );
  const current = useSyncPolling(models, opened);
  const shown = current.filter(({ document }) => listed.has(document.id));
  const [pages, setPages] = useState(1);
  // Five at a time, as every dialog lists its items (explorer.md §9).
  const page = confirmItemsPage(
    shown.map(({ document }) => document.id),
    pages,
  );
  const visible = shown.slice(0, page.visible.length);
  const ids = assemblyIds(current);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('modelAssembly.sync.title')}
      size={size}
      zIndex={zIndex}
      classNames={classNames}
      withCloseButton={false}
    >
      <Stack>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t(ids ? 'modelAssembly.sync.ready' : 'modelAssembly.sync.message')}
        </Text>
        <Stack gap={4}>
          <List size="sm" spacing={6} style={{ overflowWrap: 'anywhere' }}>
            {visible.map(({ document, status }) => {
              const state = syncStateOf(status);
              return (
                <List.Item key={document.id}>
                  <Group gap={6} wrap="wrap">
                    <span>{document.name}</span>
                    <Badge size="sm" variant="light" color={badgeColor(state)} data-state={state}>
                      {t(`modelAssembly.states.${state}`)}
                    </Badge>
                  </Group>
                  {state === 'Error' && status.failure && (
                    <Text size="xs" c="dimmed">
                      {status.failure}
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
          {page.hasMore && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setPages((page) => page + 1);
              }}
            >
              {t('modals.showMore')}
            </Anchor>
          )}
        </Stack>
        <Group justify="flex-end">
          <Button variant={ids ? 'default' : 'filled'} onClick={onClose} data-autofocus>
            {t('modelAssembly.sync.ok')}
          </Button>
          {ids && (
            <Button
              onClick={() => {
                onOpen(ids);
              }}
            >
              {t('modelAssembly.sync.open')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
