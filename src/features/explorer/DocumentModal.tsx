import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetDocumentQueryKey, renameDocument } from '../../../codegen/api/documents/documents';
import type { Document } from '../../../codegen/model/document';
import { invalidateDirectory } from '../../shared/directories/invalidate-directory';
import { ErrorText } from '../../shared/modals/ErrorText';
import { documentNameError } from '../../shared/documents/document-name.utils';
import { ExtensionWarning } from '../../shared/documents/ExtensionWarning';
import { ruleMessage } from '../../shared/forms/form-rules';
import { serverErrorOf } from '../../shared/forms/server-field-errors';

/**
 * DocumentModel's rename (explorer.md §2 Modals, §5): the name must have 3 to 128 characters and no path separator.
 * Server refusals show inside the modal and keep what was typed; a ValidationFailed of the name shows on the field, in
 * the app's words. Creating a document from a file is the upload master's (MasterUploader).
 */
export function DocumentModal({ document, onClose }: { document: Document | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={t('explorer.documentModal.renameTitle')}
      closeButtonProps={{ 'aria-label': t('explorer.documentModal.close') }}
      size="lg"
      zIndex={9999}
    >
      {document && <RenameForm key={document.id} document={document} onClose={onClose} />}
    </Modal>
  );
}

function RenameForm({ document, onClose }: { document: Document; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(document.name);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const ruleError = touched ? documentNameError(name) : undefined;
  const nameError = ruleError ? ruleMessage(ruleError, t) : (serverErrorOf(error, 'name', t) ?? null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (documentNameError(name)) return;
    setBusy(true);
    setError(null);
    try {
      await renameDocument(document.id, { name: name.trim() });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetDocumentQueryKey(document.id) }),
        invalidateDirectory(queryClient, document.parentId),
      ]);
      onClose();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('explorer.documentModal.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            // The server's answer was about the name sent; a new name is to be judged afresh.
            setError(null);
          }}
          onBlur={() => {
            setTouched(true);
          }}
          error={nameError}
          required
          data-autofocus
        />
        <ExtensionWarning fileName={document.name} typedName={name} onKeep={setName} />
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            <ErrorText error={error} shownOnForm={['name']} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('explorer.documentModal.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('explorer.documentModal.rename')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
