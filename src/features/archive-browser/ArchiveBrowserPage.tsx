import { Alert, Group, Stack, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ArchiveFile } from '../../../codegen/model/archiveFile';
import { ProblemCode } from '../../../codegen/model/problemCode';
import { errorMessageKey } from '../../shared/errors/error-message';
import { useGoBack } from '../../shared/routes/useGoBack';
import { useSession } from '../../shared/session/session-context';
import { canShareAndDownload } from '../../shared/session/roles.utils';
import { LoadState } from '../../shared/ui/LoadState';
import {
  ARCHIVE_PATH_PARAM,
  archivePathSegments,
  archiveRows,
  archiveUpStep,
  findArchiveDirectory,
  openedFolders,
  routeVersionIndex,
  type ArchiveHistoryState,
} from './archive-browser.utils';
import { ArchivePath } from './ArchivePath';
import { ArchiveTable } from './ArchiveTable';
import { downloadArchiveEntry } from './downloadArchiveEntry';
import { useArchiveContent } from './useArchiveContent';

/**
 * The archive browser (route `archive.overview`, platform.md §2.9): the folders and files inside an archive document's
 * version, one folder at a time. The folder shown is the `path` search parameter, so the browser's back and forward
 * move between folders; the archive is listed once and every folder read from that answer.
 */
export function ArchiveBrowserPage() {
  const { t } = useTranslation();
  const { documentId = '', versionIndex: rawIndex } = useParams();
  const versionIndex = routeVersionIndex(rawIndex);
  const [searchParams] = useSearchParams();
  const segments = archivePathSegments(searchParams.get(ARCHIVE_PATH_PARAM) ?? '');
  const path = segments.join('/');
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const { account } = useSession();
  const opened = openedFolders(location.state);
  const { data: root, error, isPending } = useArchiveContent(documentId, versionIndex);
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());

  const show = (target: string, { replace, count }: { replace: boolean; count: number }) => {
    const state: ArchiveHistoryState = { archiveOpened: count };
    const search = target === '' ? '' : `?${new URLSearchParams({ [ARCHIVE_PATH_PARAM]: target }).toString()}`;
    void navigate({ search }, { replace, state });
  };

  const goUp = () => {
    const step = archiveUpStep(path, opened);
    if (step.kind === 'back') void navigate(-1);
    else if (step.kind === 'parent') show(step.path, { replace: true, count: 0 });
    else goBack();
  };

  const download = async (file: ArchiveFile) => {
    if (versionIndex === undefined) return;
    setDownloading((current) => new Set(current).add(file.path));
    await downloadArchiveEntry(documentId, versionIndex, file, t);
    setDownloading((current) => {
      const next = new Set(current);
      next.delete(file.path);
      return next;
    });
  };

  if (versionIndex === undefined || error || isPending) {
    return (
      <Stack gap="md" pb="xl" component="section" aria-label={t('routes.archive_overview')}>
        {error && errorMessageKey(error) === ProblemCode.ArchiveVeryLarge ? (
          <Alert color="red" variant="light" role="alert">
            {t('archiveBrowser.tooLarge')}
          </Alert>
        ) : (
          <LoadState
            pending={isPending}
            // An index that is no number names no version (the route's address was typed or cut).
            error={versionIndex === undefined ? ProblemCode.NotFound : error}
            loadingLabel={t('archiveBrowser.loading')}
          />
        )}
      </Stack>
    );
  }

  const directory = findArchiveDirectory(root, path);
  return (
    <Stack gap="sm" pb="xl" component="section" aria-labelledby="archive-title">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconFileZip size={28} aria-hidden style={{ flexShrink: 0 }} />
        <Title order={1} size="h3" id="archive-title" style={{ overflowWrap: 'anywhere' }}>
          {root.name}
        </Title>
      </Group>
      {segments.length > 0 && <ArchivePath archiveName={root.name} segments={segments} />}
      <ArchiveTable
        rows={directory ? archiveRows(directory, path) : []}
        atRoot={segments.length === 0}
        emptyText={directory ? t('archiveBrowser.empty') : t('archiveBrowser.folderNotFound', { path })}
        downloading={downloading}
        onUp={goUp}
        onOpen={(child) => {
          show(child, { replace: false, count: opened + 1 });
        }}
        // Browsing is a view; a file taken out of the archive is a download, with its role rule (explorer.md §6).
        onDownload={canShareAndDownload(account) ? (file) => void download(file) : undefined}
      />
    </Stack>
  );
}
