import { Menu } from '@mantine/core';
import {
  IconBell,
  IconBox,
  IconBoxMultiple,
  IconArrowsMove,
  IconDownload,
  IconFileZip,
  IconShare,
  IconExternalLink,
  IconEye,
  IconFolderOpen,
  IconFolderPlus,
  IconHistory,
  IconInfoCircle,
  IconLink,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconShieldLock,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PointMenu, type MenuPoint } from '../../shared/ui/PointMenu';
import type { DirectoryAction, DocumentAction, ParentAction, SelectionAction } from './explorer-menu.utils';

export type MenuAction = DocumentAction | DirectoryAction | SelectionAction | ParentAction;

const ICONS: Record<MenuAction, ReactNode> = {
  open: <IconFolderOpen size={16} aria-hidden />,
  openInNewTab: <IconExternalLink size={16} aria-hidden />,
  view: <IconEye size={16} aria-hidden />,
  download: <IconDownload size={16} aria-hidden />,
  downloadDirectory: <IconFileZip size={16} aria-hidden />,
  downloadDocuments: <IconDownload size={16} aria-hidden />,
  share: <IconShare size={16} aria-hidden />,
  move: <IconArrowsMove size={16} aria-hidden />,
  rename: <IconPencil size={16} aria-hidden />,
  delete: <IconTrash size={16} aria-hidden />,
  versions: <IconHistory size={16} aria-hidden />,
  related: <IconLink size={16} aria-hidden />,
  createDirectory: <IconFolderPlus size={16} aria-hidden />,
  uploadDocument: <IconUpload size={16} aria-hidden />,
  pin: <IconPin size={16} aria-hidden />,
  unpin: <IconPinnedOff size={16} aria-hidden />,
  properties: <IconInfoCircle size={16} aria-hidden />,
  notifications: <IconBell size={16} aria-hidden />,
  access: <IconShieldLock size={16} aria-hidden />,
  assembleModel: <IconBox size={16} aria-hidden />,
  createMergedModel: <IconBoxMultiple size={16} aria-hidden />,
};

export interface ExplorerMenuState {
  point: MenuPoint;
  /** The menu's title line: the item's name or the number selected. */
  heading: string;
  actions: readonly MenuAction[];
  onAction: (action: MenuAction) => void;
}

/** The explorer's context menus (explorer.md §2): one per document, directory, multi-selection and '...' entry. */
export function ExplorerContextMenu({ state, onClose }: { state: ExplorerMenuState | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PointMenu point={state?.point ?? null} onClose={onClose}>
      {state && <Menu.Label>{state.heading}</Menu.Label>}
      {state?.actions.length === 0 && <Menu.Item disabled>{t('explorer.actions.none')}</Menu.Item>}
      {state?.actions.map((action) => (
        <Menu.Item
          key={action}
          leftSection={ICONS[action]}
          color={action === 'delete' ? 'red' : undefined}
          onClick={() => {
            state.onAction(action);
          }}
        >
          {t(`explorer.actions.${action}`)}
        </Menu.Item>
      ))}
    </PointMenu>
  );
}
