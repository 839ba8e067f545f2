import { Alert, Button, FileButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFiles, IconFolderUp } from '@tabler/icons-react';
import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Directory } from '../../../codegen/model/directory';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { DirectoryChooser } from '../../shared/directory-chooser/DirectoryChooser';
import { ErrorText } from '../../shared/modals/ErrorText';
import { showError } from '../../shared/modals/showError';
import { exceedsPathLimit } from '../../shared/uploads/drop-classifier.utils';
import { readPickedFolder } from '../../shared/uploads/dropped-entries';
import { documentJobs, folderJobs } from '../../shared/uploads/upload-jobs';
import { useUploadQueue } from '../../shared/uploads/useUploadQueue';
import { UploadLimitText } from '../../shared/uploads/UploadLimitText';
import { documentNameError, fileNamed } from '../../shared/documents/document-name.utils';
import { ExtensionWarning } from '../../shared/documents/ExtensionWarning';
import { ruleMessage } from '../../shared/forms/form-rules';
import { isUploadTarget, selectionProblem, type SelectionProblem, type UploadSelection } from './master-uploader.utils';
import { UploadSelectionList } from './UploadSelectionList';

/** What the master opens with: the directory shown (or the one whose menu was used), and dropped content if any. */
export interface UploadRequest extends UploadSelection {
  target: Directory | null;
}

/**
 * MasterUploader (explorer.md §2 Modals, §4 Upload item, Folder upload): documents and folders, picked or dropped, go
 * to a directory chosen in the tree (opened down to the directory the master started from) and join the app's upload
 * queue, which runs them and shows their progress. A single document may be renamed on the way (DocumentModel's
 * create: 3 to 128 characters, no path separator), with a warning when the new name drops or changes the file's
 * extension. A path of 255 characters or more refuses the whole selection and closes the master (MaxPathLimit).
 */
export function MasterUploader({ request, onClose }: { request: UploadRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t('uploads.master.title')}
      closeButtonProps={{ 'aria-label': t('uploads.master.close') }}
      size="lg"
      zIndex={9999}
    >
      {request && <MasterUploaderForm request={request} onClose={onClose} />}
    </Modal>
  );
}

function MasterUploaderForm({ request, onClose }: { request: UploadRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const queue = useUploadQueue();
  const [selection, setSelection] = useState<UploadSelection>({ files: request.files, folders: request.folders });
  const [target, setTarget] = useState<Directory | null>(request.target);
  // The name typed for a single document; null while untouched, so that it is the file's own name.
  const [typedName, setTypedName] = useState<string | null>(null);
  const [problem, setProblem] = useState<SelectionProblem | null>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const single = selection.files.length === 1 && selection.folders.length === 0 ? selection.files[0] : undefined;
  const name = typedName ?? single?.name ?? '';
  const nameRuleError = single ? documentNameError(name) : undefined;
  const nameError = nameRuleError ? ruleMessage(nameRuleError, t) : null;

  /** Any change of the selection starts the single document's name afresh from its file. */
  const changeSelection = (change: (current: UploadSelection) => UploadSelection) => {
    setProblem(null);
    setTypedName(null);
    setSelection(change);
  };

  const addFiles = (files: readonly File[]) => {
    changeSelection((current) => ({ ...current, files: [...current.files, ...files] }));
  };

  const addFolders = (files: FileList | null) => {
    setProblem(null);
    const folders = files ? readPickedFolder(files) : [];
    // A folder without files reaches the page as an empty list: the browser does not list empty folders.
    if (folders.length === 0) {
      setProblem({ kind: 'refused', code: ProblemCode.EmptyDirectoryUpload });
      return;
    }
    if (folders.some(exceedsPathLimit)) {
      onClose();
      void showError(ProblemCode.MaxPathLimit);
      return;
    }
    changeSelection((current) => ({ ...current, folders: [...current.folders, ...folders] }));
  };

  const isSelectable = (directory: Directory) => isUploadTarget(directory, selection);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = selectionProblem(selection, target);
    if (found?.kind === 'pathLimit') {
      onClose();
      void showError(ProblemCode.MaxPathLimit);
      return;
    }
    if (found) {
      setProblem(found);
      return;
    }
    if (!target || nameError) return;
    const files = single ? [fileNamed(single, name)] : selection.files;
    queue.enqueue([...documentJobs(files, target), ...folderJobs(selection.folders, target)]);
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="xs">
          <FileButton onChange={addFiles} multiple>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconFiles size={16} />}>
                {t('uploads.master.chooseFiles')}
              </Button>
            )}
          </FileButton>
          <Button variant="light" leftSection={<IconFolderUp size={16} />} onClick={() => folderInput.current?.click()}>
            {t('uploads.master.chooseFolder')}
          </Button>
          <input
            ref={(element) => {
              folderInput.current = element;
              // React has no typed prop for it: the attribute makes the picker choose a folder with its subfolders.
              element?.setAttribute('webkitdirectory', '');
            }}
            type="file"
            hidden
            multiple
            data-testid="folder-input"
            onChange={(event) => {
              addFolders(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </Group>
        <UploadSelectionList
          selection={selection}
          onRemoveFile={(index) => {
            changeSelection((current) => ({ ...current, files: current.files.filter((_, at) => at !== index) }));
          }}
          onRemoveFolder={(index) => {
            changeSelection((current) => ({
              ...current,
              folders: current.folders.filter((_, at) => at !== index),
            }));
          }}
        />
        {single && (
          <TextInput
            label={t('explorer.documentModal.name')}
            value={name}
            onChange={(event) => {
              setTypedName(event.currentTarget.value);
            }}
            error={nameError}
            required
          />
        )}
        {single && <ExtensionWarning fileName={single.name} typedName={name} onKeep={setTypedName} />}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('explorer.documentModal.folder')}
          </Text>
          <DirectoryChooser
            value={target?.id ?? null}
            onChange={setTarget}
            isSelectable={isSelectable}
            label={t('explorer.documentModal.folder')}
            initialDirectory={request.target}
          />
        </Stack>
        {problem !== null && (
          <Alert color="red" variant="light" role="alert">
            <ProblemText problem={problem} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('explorer.documentModal.cancel')}
          </Button>
          <Button type="submit">{t('uploads.master.upload')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function ProblemText({ problem }: { problem: SelectionProblem }) {
  const { t } = useTranslation();
  switch (problem.kind) {
    case 'empty':
      return <>{t('uploads.master.nothing')}</>;
    case 'noTarget':
      return <>{t('explorer.documentModal.folderRequired')}</>;
    case 'refused':
      return <ErrorText error={problem.code} />;
    case 'limit':
      return <UploadLimitText limit={problem.limit} />;
    case 'pathLimit':
      return <ErrorText error={ProblemCode.MaxPathLimit} />;
  }
}
