import { CloseButton, Group, Loader, Stack, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFetchDirectory } from '../../../codegen/api/directories/directories';
import type { DirectoryLoadEnvelope } from '../../../codegen/model/directoryLoadEnvelope';
import { ROOT_DIRECTORY_ID } from '../../shared/directory-chooser/directory-tree.utils';
import { routePath } from '../../shared/routes/routes';
import { LoadState } from '../../shared/ui/LoadState';
import { useShownAfter } from '../../shared/ui/useShownAfter';
import { DEFAULT_VIEW, type ExplorerView } from './explorer-items.utils';
import { ExplorerContent } from './ExplorerContent';
import classes from './ExplorerPage.module.css';

const selectLoad = (response: DirectoryLoadEnvelope) => response.data;

/**
 * How long the next directory's load may take before the one left is marked as waiting (spinner, faded, inert).
 * Marking it costs the browser a style pass over the whole list (about 8 ms in bench:click), which an everyday load,
 * there in less than this, never needs.
 */
const SLOW_LOAD_MS = 150;

export interface ExplorerPageProps {
  /** The side panel of the route: a document, its versions or related documents, a directory's panels. */
  panel?: ReactNode;
}

/**
 * The explorer screen (explorer.md §2, routes home.directory and the routes with a side panel): path bar, toolbar and
 * the virtualized list of the directory's children, with the route's panel beside it. Sort and filter stay while
 * the user moves between directories; the search and the selection belong to one directory.
 */
export function ExplorerPage({ panel }: ExplorerPageProps) {
  const { t } = useTranslation();
  const { directoryId, documentId, openDirectoryId } = useParams();
  const id = directoryId ?? ROOT_DIRECTORY_ID;
  // The directory left stays on the screen until the next one's load arrives (inert and faded when it is slow), and the
  // explorer then updates in place: no spinner flashes and the toolbar does not jump between directories.
  // (bench:click measured no change in the time to the new rows either way.)
  const {
    data: load,
    error,
    isPending,
    isPlaceholderData,
  } = useFetchDirectory(id, undefined, { query: { select: selectLoad, placeholderData: keepPreviousData } });
  const waiting = useShownAfter(isPlaceholderData, SLOW_LOAD_MS);
  const [view, setView] = useState<ExplorerView>(DEFAULT_VIEW);
  const searchRef = useRef<HTMLInputElement>(null);

  const title = load?.directory?.name ?? t('explorer.path.root');

  return (
    <div className={classes['page']} data-with-panel={panel ? true : undefined}>
      <Stack component="section" gap="sm" className={classes['explorer']} aria-labelledby="explorer-title">
        <Group gap="xs" wrap="nowrap">
          <Title order={1} size="h3" id="explorer-title" className={classes['title']}>
            {title}
          </Title>
          {waiting && <Loader size="xs" role="status" aria-label={t('explorer.loading')} />}
        </Group>
        {load ? (
          // The directory left is marked inert and faded once the next one's load is slow; the frame carries the
          // mark, so that the content itself is not rendered again for it.
          <div
            className={classes['contentFrame']}
            data-stale={waiting || undefined}
            aria-busy={isPlaceholderData || undefined}
            inert={waiting}
          >
            <ExplorerContent
              load={load}
              documentId={documentId}
              openDirectoryId={openDirectoryId}
              view={view}
              onViewChange={setView}
              searchRef={searchRef}
            />
          </div>
        ) : (
          <LoadState pending={isPending} error={error} loadingLabel={t('explorer.loading')} />
        )}
      </Stack>
      {panel && (
        <aside className={classes['panel']} aria-label={t('explorer.panel')}>
          <div className={classes['panelBar']}>
            <CloseButton
              component={Link}
              to={routePath('home.directory', { directoryId })}
              aria-label={t('explorer.closePanel')}
            />
          </div>
          {panel}
        </aside>
      )}
    </div>
  );
}
