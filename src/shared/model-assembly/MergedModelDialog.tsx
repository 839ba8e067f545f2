import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createMergedModel } from '../../../codegen/api/models/models';
import type { CreateMergedModelRequest } from '../../../codegen/model/createMergedModelRequest';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { invalidateDirectory } from '../directories/invalidate-directory';
import { ErrorText } from '../modals/ErrorText';
import { PagedItemList } from '../modals/PagedItemList';
import { sharedModalSettings } from '../modals/shared-modal-settings';
import { isValidMergedModelName, MERGED_MODEL_DESCRIPTION_MAX } from './model-assembly.utils';

export interface MergedModelDialogProps {
  opened: boolean;
  /** The selected model documents to merge. */
  documents: readonly Document[];
  /** Where the merged model is created: the directory shown in the explorer. */
  directory: Directory;
  onClose: () => void;
}

/**
 * The merged-model creation dialog (explorer.md §2 Modals, §4 Model assembly). The specification does not show its
 * fields, so they follow the contract (POST /merged-models): a name of 3 to 128 characters, an optional description,
 * the target directory (the one shown, read-only here) and the selected documents. Server refusals show inside the
 * dialog and keep what was typed.
 */
export function MergedModelDialog({ opened, documents, directory, onClose }: MergedModelDialogProps) {
  const { t } = useTranslation();
  const { size, zIndex, classNames } = sharedModalSettings();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('modelAssembly.merged.title')}
      size={size}
      zIndex={zIndex}
      classNames={classNames}
      withCloseButton={false}
    >
      <MergedModelForm documents={documents} directory={directory} onClose={onClose} />
    </Modal>
  );
}

type MergedModelFormProps = Omit<MergedModelDialogProps, 'opened'>;

function MergedModelForm({ documents, directory, onClose }: MergedModelFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const nameValid = isValidMergedModelName(name);
  const descriptionValid = description.trim().length <= MERGED_MODEL_DESCRIPTION_MAX;
  const nameError = touched && !nameValid ? t('modelAssembly.merged.nameLength') : null;
  const descriptionError = descriptionValid
    ? null
    : t('modelAssembly.merged.descriptionTooLong', { max: MERGED_MODEL_DESCRIPTION_MAX });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!nameValid || !descriptionValid || busy) return;
    const trimmedDescription = description.trim();
    const body: CreateMergedModelRequest = {
      name: name.trim(),
      parentDirectoryId: directory.id,
      description: trimmedDescription === '' ? null : trimmedDescription,
      documentIds: documents.map((document) => document.id),
    };
    setBusy(true);
    setError(null);
    try {
      await createMergedModel(body);
      await invalidateDirectory(queryClient, directory.id);
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
          label={t('modelAssembly.merged.name')}
          description={t('modelAssembly.merged.nameHint')}
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
        <Textarea
          label={t('modelAssembly.merged.description')}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
          error={descriptionError}
          // A fixed height the user may stretch: Mantine's autosize needs document.fonts, missing in jsdom tests.
          rows={3}
          resize="vertical"
        />
        <TextInput label={t('modelAssembly.merged.directory')} value={directory.name} readOnly />
        <Stack gap={4}>
          <Text size="sm">{t('modelAssembly.merged.documents', { count: documents.length })}</Text>
          <PagedItemList items={documents.map((document) => document.name)} />
        </Stack>
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            <ErrorText error={error} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('modelAssembly.merged.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('modelAssembly.merged.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
