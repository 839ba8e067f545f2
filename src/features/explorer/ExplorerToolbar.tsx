import { Button, CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconDownload, IconFolderPlus, IconSearch, IconShieldLock, IconUpload } from '@tabler/icons-react';
import { useMemo, type RefObject } from 'react';
import { lazyPart, MountOnceOpened } from '../../shared/ui/lazy-part';
import { useOverlayTrigger } from '../../shared/ui/useOverlayTrigger';
import { useTranslation } from 'react-i18next';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { ExplorerFilter } from '../../../codegen/model/explorerFilter';
import { ExplorerSort } from '../../../codegen/model/explorerSort';
import type { ExplorerView } from './explorer-items.utils';

export interface ExplorerToolbarProps {
  view: ExplorerView;
  onViewChange: (view: ExplorerView) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** Upload and add-directory appear by the directory's flags (explorer.md §6). */
  canUpload: boolean;
  canCreateDirectory: boolean;
  /** Creatable skeleton entities under this directory: one 'Add {name}' button each. */
  entities: readonly SkeletonEntity[];
  onUpload: () => void;
  onCreateDirectory: () => void;
  onCreateFromEntity: (entity: SkeletonEntity) => void;
  /** The access viewer of the directory shown: PermissionControl in it. */
  canOpenAccess: boolean;
  onOpenAccess: () => void;
  /** Download of the directory shown (§2): the roles of §6; in the root it explains that it does not work there. */
  canDownload: boolean;
  onDownloadDirectory: (documentsOnly: boolean) => void;
}

/** The download menu, with Mantine's menu and floating-ui, comes when its button is first pointed at or focused. */
const DownloadMenu = lazyPart(async () => (await import('./DownloadMenu')).DownloadMenu);

const SORTS = Object.values(ExplorerSort);
const FILTERS = Object.values(ExplorerFilter);

/** The explorer's toolbar (explorer.md §2): search box, sort (6), filter (5) and the creation buttons. */
export function ExplorerToolbar({
  view,
  onViewChange,
  searchRef,
  canUpload,
  canCreateDirectory,
  entities,
  onUpload,
  onCreateDirectory,
  onCreateFromEntity,
  canOpenAccess,
  onOpenAccess,
  canDownload,
  onDownloadDirectory,
}: ExplorerToolbarProps) {
  const { t } = useTranslation();
  // The same arrays while the language stays: the selects then skip re-reading their options on every render.
  const sortOptions = useMemo(
    () => SORTS.map((sort) => ({ value: String(sort), label: t(`explorer.sorts.${String(sort)}`) })),
    [t],
  );
  const filterOptions = useMemo(
    () => FILTERS.map((filter) => ({ value: String(filter), label: t(`explorer.filters.${String(filter)}`) })),
    [t],
  );
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t('explorer.toolbar.label')}>
      <TextInput
        ref={searchRef}
        type="search"
        value={view.search}
        onChange={(event) => {
          onViewChange({ ...view, search: event.currentTarget.value });
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && view.search !== '') {
            event.stopPropagation();
            onViewChange({ ...view, search: '' });
          }
        }}
        placeholder={t('explorer.toolbar.search')}
        aria-label={t('explorer.toolbar.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          view.search === '' ? null : (
            <CloseButton
              size="sm"
              aria-label={t('explorer.toolbar.clearSearch')}
              onClick={() => {
                onViewChange({ ...view, search: '' });
              }}
            />
          )
        }
        w={{ base: '100%', xs: 240 }}
      />
      {/* Native selects: the system's own list on phones, and no popover library in the explorer's first load. */}
      <NativeSelect
        aria-label={t('explorer.toolbar.sort')}
        data={sortOptions}
        value={String(view.sort)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const sort = SORTS.find((candidate) => String(candidate) === value);
          if (sort !== undefined) onViewChange({ ...view, sort });
        }}
        w={210}
      />
      <NativeSelect
        aria-label={t('explorer.toolbar.filter')}
        data={filterOptions}
        value={String(view.filter)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const filter = FILTERS.find((candidate) => String(candidate) === value);
          if (filter !== undefined) onViewChange({ ...view, filter });
        }}
        w={230}
      />
      <Group gap="xs" ml="auto" wrap="wrap">
        {canOpenAccess && (
          <Button variant="default" leftSection={<IconShieldLock size={16} aria-hidden />} onClick={onOpenAccess}>
            {t('explorer.toolbar.access')}
          </Button>
        )}
        {canDownload && <DownloadButton onDownloadDirectory={onDownloadDirectory} />}
        {entities.map((entity) => (
          <Button
            key={entity.id}
            variant="light"
            leftSection={<IconFolderPlus size={16} aria-hidden />}
            onClick={() => {
              onCreateFromEntity(entity);
            }}
          >
            {t('explorer.toolbar.addEntity', { name: entity.name })}
          </Button>
        ))}
        {canCreateDirectory && (
          <Button variant="default" leftSection={<IconFolderPlus size={16} aria-hidden />} onClick={onCreateDirectory}>
            {t('explorer.toolbar.createDirectory')}
          </Button>
        )}
        {canUpload && (
          <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={onUpload}>
            {t('explorer.toolbar.upload')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** «Скачать» and its menu: the directory as a zip, or only its documents. */
function DownloadButton({ onDownloadDirectory }: { onDownloadDirectory: (documentsOnly: boolean) => void }) {
  const { t } = useTranslation();
  const menu = useOverlayTrigger(DownloadMenu.preload);
  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} {...menu.triggerProps}>
        {t('explorer.toolbar.download')}
      </Button>
      <MountOnceOpened opened={menu.opened}>
        <DownloadMenu
          opened={menu.opened}
          onChange={menu.setOpened}
          anchor={menu.anchor}
          onDownloadDirectory={onDownloadDirectory}
        />
      </MountOnceOpened>
    </>
  );
}
