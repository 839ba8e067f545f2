import { ActionIcon, Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../shared/modals/ErrorText';
import {
  addRemarkRow,
  changeRemarkRow,
  firstRemarkRows,
  remarkTexts,
  removeRemarkRow,
  type RemarkRow,
} from './remarks.utils';

export interface RemarkModalProps {
  opened: boolean;
  onClose: () => void;
  /** Adds the trimmed, non-empty texts; a rejection is shown in the modal, which stays open with the texts. */
  onSubmit: (texts: readonly string[]) => Promise<void>;
}

/**
 * DocumentNoteModel (explorer.md §2 Modals): one or more remarks, one text field each. The last row has the add-row
 * button, the others a delete button, so at least one row always stays; values are trimmed and empty rows dropped.
 * The form lives only while the modal is open, so every opening starts with one empty row.
 */
export function RemarkModal({ opened, onClose, onSubmit }: RemarkModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('documentPanel.remarkModal.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('documentPanel.remarkModal.close') }}
    >
      {opened && <RemarkForm onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}

function RemarkForm({ onClose, onSubmit }: Omit<RemarkModalProps, 'opened'>) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<RemarkRow[]>(firstRemarkRows);
  const [error, setError] = useState<unknown>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  /** The row to focus after the rows change: the added one, or the one taking a removed row's place. */
  const focusAfterChange = useRef<number | undefined>(undefined);
  const texts = remarkTexts(rows);

  useEffect(() => {
    if (focusAfterChange.current === undefined) return;
    inputs.current.get(focusAfterChange.current)?.focus();
    focusAfterChange.current = undefined;
  }, [rows]);

  const add = () => {
    const next = addRemarkRow(rows);
    focusAfterChange.current = next[next.length - 1]?.id;
    setRows(next);
  };

  const remove = (index: number, id: number) => {
    const next = removeRemarkRow(rows, id);
    focusAfterChange.current = (next[index] ?? next[next.length - 1])?.id;
    setRows(next);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (texts.length === 0 || submitting) return;
    setSubmitting(true);
    setError(undefined);
    try {
      await onSubmit(texts);
      onClose();
    } catch (caught) {
      setError(caught);
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Stack>
        {rows.map((row, index) => {
          const last = index === rows.length - 1;
          const number = index + 1;
          return (
            <Group key={row.id} gap="xs" wrap="nowrap">
              <TextInput
                ref={(element) => {
                  if (element) inputs.current.set(row.id, element);
                  else inputs.current.delete(row.id);
                }}
                aria-label={t('documentPanel.remarkModal.row', { number })}
                value={row.value}
                onChange={(event) => {
                  setRows(changeRemarkRow(rows, row.id, event.currentTarget.value));
                }}
                data-autofocus={index === 0 ? true : undefined}
                style={{ flex: 1 }}
              />
              {last ? (
                <ActionIcon size="lg" variant="light" aria-label={t('documentPanel.remarkModal.addRow')} onClick={add}>
                  <IconPlus size={18} aria-hidden />
                </ActionIcon>
              ) : (
                <ActionIcon
                  size="lg"
                  variant="subtle"
                  color="red"
                  aria-label={t('documentPanel.remarkModal.removeRow', { number })}
                  onClick={() => {
                    remove(index, row.id);
                  }}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          );
        })}
        {error !== undefined && (
          <Alert color="red" variant="light" role="alert">
            <ErrorText error={error} fallback="AddDocumentNoteFailed" />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('documentPanel.remarkModal.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={texts.length === 0}>
            {t('documentPanel.remarkModal.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
