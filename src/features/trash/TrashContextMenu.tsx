import { Box, Menu } from '@mantine/core';
import { IconArrowBackUp, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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

/**
 * The rows' context menu (explorer.md §2 Trash screen): Restore and Delete permanently. One menu serves every row;
 * it is anchored to an invisible point that moves to the pointer of the right-click or under the row's «⋯» button.
 */
export function TrashContextMenu({ state, onClose, onRestore, onDelete }: TrashContextMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      opened={state !== null}
      onChange={(opened) => {
        if (!opened) onClose();
      }}
      position="bottom-start"
      offset={2}
      shadow="md"
      width={220}
    >
      <Menu.Target>
        <Box
          aria-hidden
          style={{
            position: 'fixed',
            left: state?.x ?? 0,
            top: state?.y ?? 0,
            width: 0,
            height: 0,
            pointerEvents: 'none',
          }}
        />
      </Menu.Target>
      <Menu.Dropdown>
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
      </Menu.Dropdown>
    </Menu>
  );
}
