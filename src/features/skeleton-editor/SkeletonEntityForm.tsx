import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createSkeleton,
  createSkeletonEntity,
  getGetSkeletonQueryKey,
  updateSkeletonEntity,
} from '../../../codegen/api/skeleton/skeleton';
import { ProblemCode } from '../../../codegen/model/problemCode';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { HttpStatusError } from '../../shared/errors/app-error';
import { errorMessage } from '../../shared/errors/error-message';
import { ruleMessage } from '../../shared/forms/form-rules';
import { serverErrorOf } from '../../shared/forms/server-field-errors';
import { showError } from '../../shared/modals/showError';
import { EntityGroupsField } from './EntityGroupsField';
import { MetadataRowsField } from './MetadataRowsField';
import {
  clampPinPriority,
  DEFAULT_PIN_PRIORITY,
  ENTITY_DESCRIPTION_MAX_LENGTH,
  ENTITY_NAME_MAX_LENGTH,
  entityFormValues,
  hasEntityFormErrors,
  PIN_SHORT_NAME_MAX_LENGTH,
  pinPriorityMax,
  toSkeletonEntitySaveRequest,
  validateEntityForm,
  type SkeletonEntityFormValues,
} from './skeleton-entity-form.utils';
import { canPin, withEntitySaved } from './skeleton-tree.utils';
import { invalidateStructure, updateCachedEntities } from './structure-cache';

/** The name of the one structure of an installation (platform.md §3). */
export const DEFAULT_SKELETON_NAME = 'default';

const NO_POINTS: readonly SecurityPoint[] = [];
const NO_GROUPS: readonly string[] = [];

export interface SkeletonEntityFormProps {
  /** The entity to edit, as just loaded; none to create one. */
  entity?: SkeletonEntity;
  /** The groups holding the entity's own points, preselected. */
  initialGroups?: readonly string[];
  /** The entity's points inherited from its ancestors, shown apart. */
  inherited?: readonly SecurityPoint[];
  /** The entity's points could not be read. */
  pointsError?: unknown;
  /** The structure; undefined when there is none yet and the save creates it first (platform.md §4). */
  skeletonId: string | undefined;
  /** The parent entity; null for a root entity. */
  parentId: string | null;
  /** Every entity of the structure: the creatable ancestors and the pin order number's cap. */
  entities: readonly SkeletonEntity[];
  onSaved: (entity: SkeletonEntity) => void;
  onCancel: () => void;
}

function isNameClash(error: unknown): boolean {
  return error instanceof HttpStatusError && error.problem?.title === ProblemCode.SkeletonEntityWithNameAlreadyExists;
}

/**
 * The skeleton entity modal's form (platform.md §2.4, §3, §5): name (required), description, the creatable toggle
 * (only for a new entity: the flag is fixed once it exists), the allow-flags, the pin (only where it may be), the
 * metadata and the security groups. A name clash (409) shows on the name; other refusals in the error dialog, and
 * every value typed stays for another try.
 */
export function SkeletonEntityForm({
  entity,
  initialGroups = NO_GROUPS,
  inherited = NO_POINTS,
  pointsError,
  skeletonId,
  parentId,
  entities,
  onSaved,
  onCancel,
}: SkeletonEntityFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SkeletonEntityFormValues>(() => entityFormValues(entity, initialGroups));
  // Errors show from the first save on and then follow every change.
  const [submitted, setSubmitted] = useState(false);
  // A structure made by an earlier try that failed afterwards: the next try does not make it again.
  const createdSkeletonId = useRef<string>(undefined);
  const errors = submitted ? validateEntityForm(values) : { metadataKeys: [] };
  const pinAllowed = canPin(entities, { isCreatable: values.isCreatable, parentId });
  const maxPriority = pinPriorityMax(entities.length);

  const structureId = async (): Promise<string> => {
    const known = skeletonId ?? createdSkeletonId.current;
    if (known !== undefined) return known;
    const skeleton = await createSkeleton({ name: DEFAULT_SKELETON_NAME });
    createdSkeletonId.current = skeleton.id;
    queryClient.setQueryData(getGetSkeletonQueryKey(), skeleton);
    return skeleton.id;
  };

  const mutation = useMutation({
    mutationFn: async (formValues: SkeletonEntityFormValues) => {
      const body = toSkeletonEntitySaveRequest(formValues, {
        entityId: entity?.id,
        skeletonId: await structureId(),
        parentId,
        pinAllowed,
        entityCount: entities.length,
        withSecurityGroups: pointsError === undefined,
      });
      return entity ? updateSkeletonEntity(entity.id, body) : createSkeletonEntity(body);
    },
    onSuccess: (saved) => {
      updateCachedEntities(queryClient, saved.skeletonId, (list) => withEntitySaved(list, saved));
      void invalidateStructure(queryClient);
      onSaved(saved);
    },
    onError: (error) => {
      // A clash and a ValidationFailed of the name show on the name field; anything else in the Error dialog.
      if (!isNameClash(error) && serverErrorOf(error, 'name', t) === undefined)
        void showError(error, entity ? 'UpdateResourceFailed' : 'CreateResourceFailed');
    },
  });

  const set = <K extends keyof SkeletonEntityFormValues>(field: K, value: SkeletonEntityFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const nameError = errors.name
    ? ruleMessage(errors.name, t)
    : isNameClash(mutation.error)
      ? errorMessage(mutation.error, t)
      : serverErrorOf(mutation.error, 'name', t);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasEntityFormErrors(validateEntityForm(values))) return;
    mutation.mutate(values);
  };

  return (
    // noValidate: the form's own translated messages replace the browser's bubbles.
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={t('admin.skeletonEditor.modal.name')}
          withAsterisk
          maxLength={ENTITY_NAME_MAX_LENGTH}
          value={values.name}
          error={nameError}
          onChange={(event) => {
            // A clash is about the name sent; a new name is another try.
            if (mutation.error) mutation.reset();
            set('name', event.currentTarget.value);
          }}
          data-autofocus
        />
        <Textarea
          label={t('admin.skeletonEditor.modal.description')}
          maxLength={ENTITY_DESCRIPTION_MAX_LENGTH}
          // A fixed height the user may stretch: Mantine's autosize needs document.fonts, missing in jsdom tests.
          rows={2}
          resize="vertical"
          value={values.description}
          onChange={(event) => {
            set('description', event.currentTarget.value);
          }}
        />
        <Stack gap="sm">
          {!entity && (
            <Switch
              label={t('admin.skeletonEditor.modal.isCreatable')}
              description={t('admin.skeletonEditor.modal.isCreatableHint')}
              checked={values.isCreatable}
              onChange={(event) => {
                set('isCreatable', event.currentTarget.checked);
              }}
            />
          )}
          <Switch
            label={t('admin.skeletonEditor.modal.allowCreateDirectory')}
            checked={values.allowCreateDirectory}
            onChange={(event) => {
              set('allowCreateDirectory', event.currentTarget.checked);
            }}
          />
          <Switch
            label={t('admin.skeletonEditor.modal.allowUploadDocuments')}
            checked={values.allowUploadDocuments}
            onChange={(event) => {
              set('allowUploadDocuments', event.currentTarget.checked);
            }}
          />
          {pinAllowed && (
            <Switch
              label={t('admin.skeletonEditor.modal.isPinned')}
              description={t('admin.skeletonEditor.modal.isPinnedHint')}
              checked={values.isPinned}
              onChange={(event) => {
                set('isPinned', event.currentTarget.checked);
              }}
            />
          )}
        </Stack>
        {pinAllowed && values.isPinned && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('admin.skeletonEditor.modal.pinShortName')}
              maxLength={PIN_SHORT_NAME_MAX_LENGTH}
              value={values.pinShortName}
              onChange={(event) => {
                set('pinShortName', event.currentTarget.value);
              }}
            />
            <NumberInput
              label={t('admin.skeletonEditor.modal.pinPriority')}
              description={t('admin.skeletonEditor.modal.pinPriorityHint', { max: maxPriority })}
              // The hint goes under the input, so that both inputs of the row line up.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              min={DEFAULT_PIN_PRIORITY}
              max={maxPriority}
              allowDecimal={false}
              value={values.pinPriority}
              onChange={(value) => {
                set('pinPriority', value);
              }}
              // Mantine clamps a typed number on blur; an emptied input goes back to −1 too.
              onBlur={() => {
                setValues((current) => ({
                  ...current,
                  pinPriority: clampPinPriority(current.pinPriority, entities.length),
                }));
              }}
            />
          </SimpleGrid>
        )}
        <MetadataRowsField
          rows={values.metadata}
          missingKeys={errors.metadataKeys}
          onChange={(rows) => {
            set('metadata', rows);
          }}
        />
        <EntityGroupsField
          value={values.securityGroups}
          inherited={inherited}
          pointsError={pointsError}
          onChange={(groups) => {
            set('securityGroups', groups);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('admin.skeletonEditor.modal.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {entity ? t('admin.skeletonEditor.modal.save') : t('admin.skeletonEditor.modal.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
