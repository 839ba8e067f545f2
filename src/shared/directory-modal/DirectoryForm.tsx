import { Alert, Button, Group, List, Stack, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createDirectory, renameDirectory } from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import { applyDirectoryCreated, applyDirectoryUpdated } from '../directories/directory-cache';
import { errorMessage } from '../errors/error-message';
import { ruleMessage } from '../forms/form-rules';
import { fieldErrorLines, fieldPath, serverFieldMessage, validationFieldErrors } from '../forms/server-field-errors';
import {
  DIRECTORY_NAME_MAX_LENGTH,
  hasDirectoryFormErrors,
  initialDirectoryForm,
  serverFieldTarget,
  toCreateDirectoryRequest,
  validateDirectoryForm,
  type DirectoryFormErrors,
  type DirectoryFormValues,
} from './directory-form.utils';
import type { DirectoryModalRequest } from './directory-modal-request';
import { MetadataFields } from './MetadataFields';

export interface DirectoryFormProps {
  request: DirectoryModalRequest;
  onCancel: () => void;
  /** After the server saved the directory and the cache event was applied. */
  onSaved: (directory: Directory) => void;
}

const NO_ERRORS: DirectoryFormErrors = { metadata: [] };

function save(request: DirectoryModalRequest, values: DirectoryFormValues): Promise<Directory> {
  if (request.mode === 'create') return createDirectory(toCreateDirectoryRequest(values, request));
  return renameDirectory(request.directory.id, { name: values.name.trim() });
}

/** The field errors of a ValidationFailed answer (explorer.md §8), each as where it points and its translated text. */
function serverFieldErrors(error: unknown, t: TFunction) {
  return validationFieldErrors(error).map((fieldError) => ({
    ...serverFieldTarget(fieldError.field),
    path: fieldPath(fieldError.field).join('.'),
    message: serverFieldMessage(fieldError, t),
  }));
}

/**
 * The directory modal's form (explorer.md §2 DirectoryModel, §5): the name and the metadata rows. A refusal of the
 * server is shown above the fields with its translated text, field errors under the fields they name, and every
 * value typed stays for another try.
 */
export function DirectoryForm({ request, onCancel, onSaved }: DirectoryFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialDirectoryForm(request));
  // Errors show from the first submit on and then follow every change.
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateDirectoryForm(values, request.mode) : NO_ERRORS;

  const mutation = useMutation({
    mutationFn: (formValues: DirectoryFormValues) => save(request, formValues),
    onSuccess: (directory) => {
      if (request.mode === 'create') applyDirectoryCreated(queryClient, directory);
      else applyDirectoryUpdated(queryClient, directory);
      onSaved(directory);
    },
  });

  const fieldErrors = serverFieldErrors(mutation.error, t);
  const serverErrors = new Map<string, string>();
  for (const fieldError of fieldErrors) {
    if (fieldError.target === 'name') serverErrors.set('name', fieldError.message);
    if (fieldError.target === 'key' || fieldError.target === 'value') {
      serverErrors.set(`${fieldError.target}:${fieldError.row}`, fieldError.message);
    }
  }
  // Errors of fields the form has no input for are named in the alert.
  const shownOnForm = fieldErrors.flatMap((fieldError) => (fieldError.target === 'other' ? [] : [fieldError.path]));
  const otherFieldErrors = fieldErrorLines(mutation.error, t, shownOnForm);

  const nameError = errors.name ? ruleMessage(errors.name, t) : serverErrors.get('name');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (mutation.isPending || hasDirectoryFormErrors(validateDirectoryForm(values, request.mode))) return;
    mutation.mutate(values);
  };

  return (
    // noValidate: the form's own translated messages replace the browser's bubbles.
    <form noValidate onSubmit={submit}>
      <Stack>
        {mutation.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(mutation.error, t)}
            {otherFieldErrors.length > 0 && (
              <List size="sm" mt={4}>
                {otherFieldErrors.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <TextInput
          label={t('directoryModal.name')}
          required
          data-autofocus
          maxLength={DIRECTORY_NAME_MAX_LENGTH}
          value={values.name}
          error={nameError}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setValues((current) => ({ ...current, name }));
          }}
        />
        <MetadataFields
          rows={values.metadata}
          readOnly={request.mode === 'rename'}
          errors={errors.metadata}
          serverErrors={serverErrors}
          onChange={(metadata) => {
            setValues((current) => ({ ...current, metadata }));
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('directoryModal.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {request.mode === 'create' ? t('directoryModal.create') : t('directoryModal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
