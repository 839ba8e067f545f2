import { Menu } from '@mantine/core';
import { IconArrowBackUp, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PointMenu } from '../../shared/ui/PointMenu';

/** An open context menu: the rows it acts on and where it shows (the pointer, or below the «⋯» button). */
export interface TrashMenuState {
  ids: readonly string[];
  x: number;
  y: number;
}

export interface TrashContextMenuProps {
  state: TrashMenuState | null;
  onClose: () => void;
  onRestore: (ids: readonly string[]) => void;
  onDelete: (ids: readonly string[]) => void;
}

/** The rows' context menu (explorer.md §2 Trash screen): Restore and Delete permanently, at the pointer or the «⋯». */
export function TrashContextMenu({ state, onClose, onRestore, onDelete }: TrashContextMenuProps) {
  const { t } = useTranslation();
  return (
    <PointMenu point={state} onClose={onClose} width={220}>
      <Menu.Item
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        onClick={() => {
          if (state) onRestore(state.ids);
        }}
      >
        {t('trash.actions.restore')}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrashX size={16} aria-hidden />}
        onClick={() => {
          if (state) onDelete(state.ids);
        }}
      >
        {t('trash.actions.deletePermanently')}
      </Menu.Item>
    </PointMenu>
  );
}
