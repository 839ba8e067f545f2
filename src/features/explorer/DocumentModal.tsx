import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetDocumentQueryKey, renameDocument, uploadDocument } from '../../../codegen/api/documents/documents';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { invalidateDirectory } from '../../shared/directories/invalidate-directory';
import { DirectoryChooser } from '../../shared/directory-chooser/DirectoryChooser';
import { ErrorText } from '../../shared/modals/ErrorText';
import { progressBarValue, uploadPercent } from '../../shared/uploads/upload-progress.utils';
import { fileNamed, isValidDocumentName } from './document-name.utils';

/** What the modal is opened for: renaming a document, or uploading a new one into a chosen folder. */
export type DocumentModalRequest = { mode: 'rename'; document: Document } | { mode: 'create'; directory: Directory };

const allowsUpload = (directory: Directory) => directory.allowUploadDocuments;

/**
 * DocumentModel (explorer.md §2 Modals, §5): rename a document, or create one from a file with a name and a folder
 * tree where only folders that allow document upload can be chosen. The name must have 3 to 128 characters. Server
 * refusals show inside the modal and keep what was typed.
 */
export function DocumentModal({ request, onClose }: { request: DocumentModalRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={
        request?.mode === 'rename' ? t('explorer.documentModal.renameTitle') : t('explorer.documentModal.createTitle')
      }
      size="lg"
      zIndex={9999}
    >
      {request && <DocumentForm key={formKey(request)} request={request} onClose={onClose} />}
    </Modal>
  );
}

const formKey = (request: DocumentModalRequest) =>
  request.mode === 'rename' ? `rename-${request.document.id}` : `create-${request.directory.id}`;

function DocumentForm({ request, onClose }: { request: DocumentModalRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(request.mode === 'rename' ? request.document.name : '');
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState<Directory | null>(request.mode === 'create' ? request.directory : null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  const nameError = touched && !isValidDocumentName(name) ? t('explorer.documentModal.nameLength') : null;
  const fileError = touched && request.mode === 'create' && !file ? t('explorer.documentModal.fileRequired') : null;
  const targetError =
    touched && request.mode === 'create' && !target ? t('explorer.documentModal.folderRequired') : null;

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!isValidDocumentName(name)) return;
    setBusy(true);
    setError(null);
    try {
      if (request.mode === 'rename') {
        await renameDocument(request.document.id, { name: name.trim() });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getGetDocumentQueryKey(request.document.id) }),
          invalidateDirectory(queryClient, request.document.parentId),
        ]);
      } else {
        if (!file || !target) return;
        setPercent(0);
        await uploadDocument(
          { file: fileNamed(file, name), parentDirectoryId: target.id },
          {
            onUploadProgress: (progress) => {
              setPercent(uploadPercent(progress.loaded, progress.total));
            },
          },
        );
        await invalidateDirectory(queryClient, target.id);
      }
      onClose();
    } catch (caught) {
      setError(caught);
      setPercent(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {request.mode === 'create' && (
          <FileInput
            label={t('explorer.documentModal.file')}
            placeholder={t('explorer.documentModal.choose')}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              if (chosen && (name === '' || name === file?.name)) setName(chosen.name);
            }}
            error={fileError}
            required
            clearable
          />
        )}
        <TextInput
          label={t('explorer.documentModal.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          onBlur={() => {
            setTouched(true);
          }}
          error={nameError}
          required
          data-autofocus
        />
        {request.mode === 'create' && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('explorer.documentModal.folder')}
            </Text>
            <DirectoryChooser
              value={target?.id ?? null}
              onChange={setTarget}
              isSelectable={allowsUpload}
              label={t('explorer.documentModal.folder')}
            />
            {targetError && (
              <Text size="xs" c="red">
                {targetError}
              </Text>
            )}
          </Stack>
        )}
        {percent !== null && (
          <Progress value={progressBarValue(percent)} aria-label={t('explorer.documentModal.uploading')} animated />
        )}
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            <ErrorText error={error} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('explorer.documentModal.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {request.mode === 'rename' ? t('explorer.documentModal.rename') : t('explorer.documentModal.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
