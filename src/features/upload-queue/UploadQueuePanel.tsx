import { ActionIcon, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queueSummary } from '../../shared/uploads/upload-queue.utils';
import { useUploadQueue, useUploadQueueSnapshot } from '../../shared/uploads/useUploadQueue';
import { ChoiceUploadDirectory } from './ChoiceUploadDirectory';
import classes from './UploadQueuePanel.module.css';
import { UploadItemRow } from './UploadItemRow';
import { useReservedSpace } from './useReservedSpace';

const ROW_HEIGHT = 86;
const MAX_VISIBLE_ROWS = 4;

/**
 * The upload queue's window in the corner of every signed-in screen (explorer.md §4 Upload item): each item with its
 * bar and hint, retry and remove; it collapses to its heading and clears the finished ones (uploaded, failed,
 * cancelled). It gets out of the way once the uploads are over: it collapses by itself when all went well (failures
 * stay in view, to be retried), and closes with its × (the finished ones cleared). The layout keeps its height free
 * below the page (`useReservedSpace`), so it never covers the page's controls. The list is virtualized, so a thousand
 * queued files cost a handful of rows. It also asks the folder-name clash question (ChoiceUploadDirectory).
 */
export function UploadQueuePanel() {
  const { t } = useTranslation();
  const queue = useUploadQueue();
  const { items, question } = useUploadQueueSnapshot();
  const [collapsed, setCollapsed] = useState(false);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's API is not memoisable; nothing here relies on the compiler memoising it.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => items[index]?.id ?? index,
    overscan: 4,
    useFlushSync: false,
  });

  const summary = queueSummary(items);
  const finished = summary.active === 0;
  // The moment the last upload ends, the window collapses unless something failed; new uploads open it again.
  const [wasFinished, setWasFinished] = useState(finished);
  if (finished !== wasFinished) {
    setWasFinished(finished);
    setCollapsed(finished && summary.failed === 0);
  }
  useReservedSpace(panelRef, items.length > 0);

  const chooser = (
    <ChoiceUploadDirectory
      question={question?.question ?? null}
      onAnswer={(answer) => {
        queue.answer(answer);
      }}
    />
  );
  if (items.length === 0) return chooser;

  return (
    <>
      <Paper
        ref={panelRef}
        className={classes['panel']}
        shadow="lg"
        withBorder
        role="region"
        aria-label={t('uploads.queue.title')}
      >
        <Group justify="space-between" wrap="nowrap" px="sm" py={6} className={classes['heading']}>
          <div>
            <Text size="sm" fw={600}>
              {summary.active > 0
                ? t('uploads.queue.titleActive', { done: summary.done, total: summary.total })
                : t('uploads.queue.titleDone', { total: summary.total })}
            </Text>
            {summary.failed > 0 && (
              <Text size="xs" c="red">
                {t('uploads.queue.failed', { count: summary.failed })}
              </Text>
            )}
          </div>
          <Group gap={4} wrap="nowrap">
            {summary.done > 0 && !finished && (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => {
                  queue.clearFinished();
                }}
              >
                {t('uploads.queue.clear')}
              </Button>
            )}
            <Tooltip label={collapsed ? t('uploads.queue.expand') : t('uploads.queue.collapse')} openDelay={800}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-expanded={!collapsed}
                aria-label={collapsed ? t('uploads.queue.expand') : t('uploads.queue.collapse')}
                onClick={() => {
                  setCollapsed((current) => !current);
                }}
              >
                {collapsed ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
              </ActionIcon>
            </Tooltip>
            {finished && (
              <Tooltip label={t('uploads.queue.close')} openDelay={800}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('uploads.queue.close')}
                  onClick={() => {
                    queue.clearFinished();
                  }}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        {!collapsed && (
          <div ref={scrollerRef} className={classes['scroller']} style={{ maxHeight: ROW_HEIGHT * MAX_VISIBLE_ROWS }}>
            <ul className={classes['list']} style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((row) => {
                const item = items[row.index];
                if (!item) return null;
                return (
                  <li
                    key={row.key}
                    data-index={row.index}
                    ref={virtualizer.measureElement}
                    className={classes['row']}
                    style={{ transform: `translateY(${row.start}px)` }}
                  >
                    <UploadItemRow item={item} onRetry={queue.retry} onRemove={queue.remove} />
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </Paper>
      {chooser}
    </>
  );
}
