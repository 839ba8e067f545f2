import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorTarget } from '../../shared/ui/AnchorTarget';
import { useOpenedOnceMounted } from '../../shared/ui/useOpenedOnceMounted';

export interface DownloadMenuProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The toolbar's «Скачать» button, which the menu opens from. */
  anchor: HTMLElement | null;
  onDownloadDirectory: (documentsOnly: boolean) => void;
}

/** The toolbar's download menu (explorer.md §2), loaded when its button is first wanted (`ExplorerToolbar`). */
export function DownloadMenu({ opened, onChange, anchor, onDownloadDirectory }: DownloadMenuProps) {
  const shown = useOpenedOnceMounted(opened);
  const { t } = useTranslation();
  return (
    <Menu opened={shown} onChange={onChange} position="bottom-end" shadow="md">
      <Menu.Target>
        <AnchorTarget element={anchor} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          onClick={() => {
            onDownloadDirectory(false);
          }}
        >
          {t('explorer.actions.downloadDirectory')}
        </Menu.Item>
        <Menu.Item
          onClick={() => {
            onDownloadDirectory(true);
          }}
        >
          {t('explorer.actions.downloadDocuments')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
