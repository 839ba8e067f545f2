import { Center, Loader, Modal, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSkeletonEntity, useGetSkeletonEntitySecurityPoints } from '../../../codegen/api/skeleton/skeleton';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { showError } from '../../shared/modals/showError';
import { canUseAdminPanel } from '../../shared/session/roles.utils';
import { useSession } from '../../shared/session/session-context';
import { inheritedPoints, ownSecurityGroupIds } from './skeleton-entity-form.utils';
import { SkeletonEntityForm } from './SkeletonEntityForm';
import { entityLabel } from './skeleton-tree.utils';

/** The modal's arguments (platform.md §3). */
export interface SkeletonEntityModalArgs {
  /** The entity to edit; none to create one. */
  skeletonEntityId?: string;
  /** The structure the entity belongs to. Required, unless the structure is still to be created. */
  parentSkeletonId?: string;
  /** The parent of a new entity; none for a root entity. */
  parentSkeletonEntityId?: string;
  /**
   * No structure exists yet (GET /skeleton failed): the first save creates it, named «default», and then the entity
   * («Creating the first element creates the skeleton first», platform.md §4).
   */
  createSkeletonFirst?: boolean;
}

export interface SkeletonEntityModalProps {
  opened: boolean;
  args: SkeletonEntityModalArgs;
  /** Every loaded entity of the structure: the parent's name, the creatable ancestors, the pin order number's cap. */
  entities: readonly SkeletonEntity[];
  onClose: () => void;
}

/**
 * The skeleton entity modal (platform.md §2.4), mounted only for administrators and developers. Without a parent
 * skeleton id it closes at once with the generic error. Editing loads the entity and its security points first; a
 * failure closes the modal and shows the error, a missing entity «something went wrong (skeleton entity is null)».
 */
export function SkeletonEntityModal(props: SkeletonEntityModalProps) {
  const { account } = useSession();
  if (!canUseAdminPanel(account)) return null;
  return <SkeletonEntityDialog {...props} />;
}

function SkeletonEntityDialog({ opened, args, entities, onClose }: SkeletonEntityModalProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const mobile = useMediaQuery(`(width < ${theme.breakpoints.xs})`);
  const missingSkeleton = !args.parentSkeletonId && args.createSkeletonFirst !== true;
  const editedId = args.skeletonEntityId;

  useEffect(() => {
    if (!opened || !missingSkeleton) return;
    onClose();
    // No error of its own: the generic one (Errors.Unknown).
    void showError(undefined);
  }, [opened, missingSkeleton, onClose]);

  const parentId = args.parentSkeletonEntityId ?? null;
  const parent = entities.find((entity) => entity.id === parentId);

  return (
    <Modal
      opened={opened && !missingSkeleton}
      onClose={onClose}
      title={editedId ? t('admin.skeletonEditor.modal.editTitle') : t('admin.skeletonEditor.modal.createTitle')}
      size="lg"
      fullScreen={mobile}
      // A stray click beside the dialog must not throw away what was typed; Escape and Cancel still close it.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('admin.skeletonEditor.modal.close') }}
    >
      {editedId ? (
        <ExistingEntityForm
          key={editedId}
          entityId={editedId}
          skeletonId={args.parentSkeletonId}
          entities={entities}
          onClose={onClose}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {parent
              ? t('admin.skeletonEditor.modal.inParent', { name: entityLabel(parent) })
              : t('admin.skeletonEditor.modal.topLevel')}
          </Text>
          <SkeletonEntityForm
            key={parentId ?? 'root'}
            skeletonId={args.parentSkeletonId}
            parentId={parentId}
            entities={entities}
            onSaved={onClose}
            onCancel={onClose}
          />
        </Stack>
      )}
    </Modal>
  );
}

interface ExistingEntityFormProps {
  entityId: string;
  skeletonId: string | undefined;
  entities: readonly SkeletonEntity[];
  onClose: () => void;
}

/** What came over the wire may be empty: the dialog checks rather than trusts the type. */
function isEntity(value: unknown): value is SkeletonEntity {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/** Loads the entity and its points afresh on every opening (nothing kept after), then shows the form. */
function ExistingEntityForm({ entityId, skeletonId, entities, onClose }: ExistingEntityFormProps) {
  const { t } = useTranslation();
  const entity = useGetSkeletonEntity(entityId, { query: { retry: false, gcTime: 0 } });
  const points = useGetSkeletonEntitySecurityPoints(entityId, { query: { retry: false, gcTime: 0 } });
  const loaded: unknown = entity.data;
  const failure = entity.error ?? (entity.isSuccess && !isEntity(loaded) ? 'SkeletonEntityNull' : undefined);

  useEffect(() => {
    if (failure === undefined) return;
    onClose();
    void showError(failure);
  }, [failure, onClose]);

  if (!isEntity(loaded) || points.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('admin.skeletonEditor.modal.loading')} />
      </Center>
    );
  }
  const entityPoints = points.data?.data ?? [];
  const parent = entities.find((candidate) => candidate.id === loaded.parentId);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {parent
          ? t('admin.skeletonEditor.modal.inParent', { name: entityLabel(parent) })
          : t('admin.skeletonEditor.modal.topLevel')}
      </Text>
      <SkeletonEntityForm
        entity={loaded}
        initialGroups={ownSecurityGroupIds(entityPoints, loaded.id)}
        inherited={inheritedPoints(entityPoints, loaded.id)}
        pointsError={points.error ?? undefined}
        skeletonId={skeletonId ?? loaded.skeletonId}
        parentId={loaded.parentId}
        entities={entities}
        onSaved={onClose}
        onCancel={onClose}
      />
    </Stack>
  );
}
