import { ActionIcon, Group, Stack, Table, Text, Tooltip, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowUp, IconDownload, IconFile, IconFolderFilled } from '@tabler/icons-react';
import { useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArchiveFile } from '../../../codegen/model/archiveFile';
import { formatSize } from '../../shared/format/format-size';
import { useAppLanguage } from '../../shared/i18n/useAppLanguage';
import { TableStateRow } from '../../shared/ui/TableStateRow';
import type { ArchiveRow } from './archive-browser.utils';
import classes from './archive-browser.module.css';

export interface ArchiveTableProps {
  rows: readonly ArchiveRow[];
  /** The folder shown is the archive's root: '...' leaves the archive instead of going up. */
  atRoot: boolean;
  /** Shown under '...' when there are no rows. */
  emptyText: string;
  /** Paths of the files being downloaded: their buttons wait. */
  downloading: ReadonlySet<string>;
  onUp: () => void;
  onOpen: (path: string) => void;
  /** Downloads a file; without it (an account without the download role) files have no button. */
  onDownload?: ((file: ArchiveFile) => void) | undefined;
}

/**
 * The entries of one folder inside an archive (platform.md §2.9): '...' on top, then the subfolders and the files, in
 * the order given. '...' and the folders open as `OpeningRow` says; files have a download button.
 */
export function ArchiveTable(props: ArchiveTableProps) {
  const { rows, atRoot, emptyText, downloading, onUp, onOpen, onDownload } = props;
  const { t } = useTranslation();
  const language = useAppLanguage();
  const theme = useMantineTheme();
  // On a phone the size goes under the name, so that the table fits a 375 px screen.
  const phone = useMediaQuery(`(width < ${theme.breakpoints.xs})`);
  const downloads = onDownload !== undefined;
  // The row opened by keyboard leaves with its folder: the focus goes to '...', which stays, not to the page.
  const upRow = useRef<HTMLTableRowElement>(null);
  const focusUp = () => {
    upRow.current?.focus();
  };
  const folderIcon = (
    <IconFolderFilled
      size={20}
      role="img"
      aria-label={t('archiveBrowser.folder')}
      color="var(--mantine-color-yellow-6)"
      className={classes['icon']}
    />
  );
  const fileIcon = (
    <IconFile
      size={20}
      role="img"
      aria-label={t('archiveBrowser.file')}
      color="var(--mantine-color-blue-6)"
      className={classes['icon']}
    />
  );

  return (
    <Table aria-label={t('archiveBrowser.tableLabel')} highlightOnHover verticalSpacing="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('archiveBrowser.columns.name')}</Table.Th>
          {!phone && (
            <Table.Th w={120} ta="right">
              {t('archiveBrowser.columns.size')}
            </Table.Th>
          )}
          {downloads && (
            <Table.Th w={56}>
              <VisuallyHidden>{t('archiveBrowser.columns.actions')}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <OpeningRow onOpen={onUp} onKeyOpened={focusUp} rowRef={upRow}>
          <EntryCells
            icon={<IconArrowUp size={20} aria-hidden className={classes['icon']} />}
            phone={phone}
            downloads={downloads}
          >
            <Text size="sm">
              <span aria-hidden>...</span>
              <VisuallyHidden>{atRoot ? t('archiveBrowser.upFromRoot') : t('archiveBrowser.up')}</VisuallyHidden>
            </Text>
          </EntryCells>
        </OpeningRow>
        {rows.map((row) =>
          row.kind === 'directory' ? (
            <OpeningRow
              key={row.key}
              onOpen={() => {
                onOpen(row.path);
              }}
              onKeyOpened={focusUp}
            >
              <EntryCells icon={folderIcon} phone={phone} downloads={downloads}>
                <EntryName name={row.name} />
              </EntryCells>
            </OpeningRow>
          ) : (
            <Table.Tr key={row.key}>
              <EntryCells
                icon={fileIcon}
                phone={phone}
                downloads={downloads}
                size={row.file.size === undefined ? undefined : formatSize(row.file.size, t, language)}
                action={
                  onDownload && (
                    <Tooltip label={t('archiveBrowser.downloadTooltip')} openDelay={800}>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t('archiveBrowser.download', { name: row.name })}
                        loading={downloading.has(row.file.path)}
                        onClick={() => {
                          onDownload(row.file);
                        }}
                      >
                        <IconDownload size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )
                }
              >
                <EntryName name={row.name} />
              </EntryCells>
            </Table.Tr>
          ),
        )}
        {rows.length === 0 && (
          <TableStateRow
            columns={1 + (phone ? 0 : 1) + (downloads ? 1 : 0)}
            text={emptyText}
            textClassName={classes['secondary']}
          />
        )}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A row that opens on a double-click unless ctrl or shift is held (those keys select elsewhere in the app), on Enter
 * while it has the focus, and on a tap, as touch has no double-click.
 */
function OpeningRow(props: {
  onOpen: () => void;
  /** After an opening by Enter. */
  onKeyOpened: () => void;
  rowRef?: Ref<HTMLTableRowElement>;
  children: ReactNode;
}) {
  const { onOpen, onKeyOpened, rowRef, children } = props;
  // The pointer of the last press: only a tap opens on a single click.
  const pointer = useRef('mouse');
  return (
    <Table.Tr
      ref={rowRef}
      tabIndex={0}
      className={classes['opens']}
      onPointerDown={(event) => {
        pointer.current = event.pointerType;
      }}
      onMouseDown={(event) => {
        // The second press of a double-click, or a shift-click, would select the row's text.
        if (event.detail > 1 || event.shiftKey) event.preventDefault();
      }}
      onClick={() => {
        if (pointer.current === 'touch') onOpen();
      }}
      onDoubleClick={(event) => {
        if (!event.ctrlKey && !event.shiftKey) onOpen();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onOpen();
        onKeyOpened();
      }}
    >
      {children}
    </Table.Tr>
  );
}

interface EntryCellsProps {
  icon: ReactNode;
  phone: boolean;
  /** The table has the download column. */
  downloads: boolean;
  size?: string | undefined;
  action?: ReactNode;
  children: ReactNode;
}

/** The cells of one entry: icon and name (with the size below it on a phone), the size, the download. */
function EntryCells({ icon, phone, downloads, size, action, children }: EntryCellsProps) {
  return (
    <>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Stack gap={0} miw={0}>
            {children}
            {phone && size !== undefined && (
              <Text size="xs" className={classes['secondary']}>
                {size}
              </Text>
            )}
          </Stack>
        </Group>
      </Table.Td>
      {!phone && (
        <Table.Td>
          <Text size="sm" className={classes['secondary']} ta="right">
            {size}
          </Text>
        </Table.Td>
      )}
      {downloads && <Table.Td>{action}</Table.Td>}
    </>
  );
}

function EntryName({ name }: { name: string }) {
  return (
    <Text size="sm" truncate title={name}>
      {name}
    </Text>
  );
}
