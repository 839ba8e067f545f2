import { Button, Stack } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { useCreatableEntities } from '../../shared/skeleton/useCreatableEntities';

export interface CreateRootButtonsProps {
  onCreate: (entity: SkeletonEntity) => void;
}

/**
 * One 'Добавить {name}' button per creatable root entity of the structure (explorer.md §2 Layout, §6). Rendered only
 * for accounts allowed to create top-level directories, so nobody else even loads the structure for it.
 */
export function CreateRootButtons({ onCreate }: CreateRootButtonsProps) {
  const { t } = useTranslation();
  const entities = useCreatableEntities(null);
  if (entities.length === 0) return null;
  return (
    <Stack gap={4} role="group" aria-label={t('directoryTree.createRootGroup')}>
      {entities.map((entity) => (
        <Button
          key={entity.id}
          variant="light"
          size="compact-sm"
          justify="flex-start"
          leftSection={<IconFolderPlus size={16} aria-hidden />}
          title={entity.description ?? undefined}
          onClick={() => {
            onCreate(entity);
          }}
        >
          {t('directoryTree.createRoot', { name: entity.name })}
        </Button>
      ))}
    </Stack>
  );
}
