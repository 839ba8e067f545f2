import { ActionIcon, Tooltip, useMantineTheme } from '@mantine/core';
import { useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './document-viewer.module.css';
import { EditButton } from './EditButton';
import type { EditButtonState } from './edit-button.utils';
import { PageNavigator } from './PageNavigator';
import type { PdfViewerControls, PdfViewState } from './pdf-view-state';
import { SearchField } from './SearchField';
import type { TextSearch } from './useTextSearch';
import { ViewerHeading, type ViewerHeadingText } from './ViewerHeading';
import { ZoomControl } from './ZoomControl';

export interface ViewerToolbarProps {
  /** The document's name and «Версия N от …». */
  heading: ViewerHeadingText;
  view: PdfViewState;
  controls: RefObject<PdfViewerControls | null>;
  search: TextSearch;
  /** The pencil «start editing» (platform.md §2.7), where the document is one that could be edited; none otherwise. */
  edit?: EditButtonState | undefined;
}

/**
 * The viewer's toolbar: the document's name and version, page navigation, zoom and the search in the text. On a phone
 * the search is a button that opens a row of its own below, so that the toolbar fits 375 px. Ctrl+F (⌘F) opens and
 * focuses the search instead of the browser's, which would not find the pages not rendered yet. An office document
 * shown as PDF has the pencil «start editing» last, disabled with the reason (no online editor opens it).
 */
export function ViewerToolbar({ heading, view, controls, search, edit }: ViewerToolbarProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(width < ${theme.breakpoints.xs})`);
  const [searchOpened, setSearchOpened] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const searchInput = useRef<HTMLInputElement>(null);
  const ready = view.pagesCount > 0;
  const showSearchRow = phone && (searchOpened || search.query !== '');

  useEffect(() => {
    if (focusRequest > 0) searchInput.current?.focus();
  }, [focusRequest, showSearchRow]);

  useWindowEvent('keydown', (event) => {
    if (!ready || event.key.toLowerCase() !== 'f' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    event.preventDefault();
    setSearchOpened(true);
    setFocusRequest((count) => count + 1);
  });

  const closeSearch = () => {
    search.change('');
    setSearchOpened(false);
  };

  const field = (
    <SearchField
      query={search.query}
      status={search.status}
      disabled={!ready}
      onQueryChange={search.change}
      onNext={search.next}
      onPrevious={search.previous}
      inputRef={searchInput}
      onClose={phone ? closeSearch : undefined}
      grow={phone}
    />
  );

  return (
    <>
      <div className={classes['toolbar']}>
        <ViewerHeading heading={heading} />
        <div className={classes['controls']} role="group" aria-label={t('documentViewer.toolbar')}>
          <PageNavigator
            pageNumber={view.pageNumber}
            pagesCount={view.pagesCount}
            onGoToPage={(pageNumber) => controls.current?.goToPage(pageNumber)}
            compact={phone}
          />
          <ZoomControl
            scale={view.scale}
            scaleValue={view.scaleValue}
            disabled={!ready}
            onZoom={(scaleValue) => controls.current?.setZoom(scaleValue)}
            onZoomIn={() => controls.current?.zoomIn()}
            onZoomOut={() => controls.current?.zoomOut()}
            compact={phone}
          />
          {phone ? (
            <Tooltip label={t('documentViewer.openSearch')}>
              <ActionIcon
                variant={showSearchRow ? 'light' : 'subtle'}
                color="gray"
                size="md"
                className={classes['tool']}
                aria-label={t('documentViewer.openSearch')}
                aria-expanded={showSearchRow}
                disabled={!ready}
                onClick={() => {
                  if (showSearchRow) {
                    closeSearch();
                    return;
                  }
                  setSearchOpened(true);
                  setFocusRequest((count) => count + 1);
                }}
              >
                <IconSearch size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            field
          )}
          {edit && <EditButton state={edit} />}
        </div>
      </div>
      {showSearchRow && <div className={classes['searchRow']}>{field}</div>}
    </>
  );
}
