import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './document-viewer.module.css';
import { typedPageNumber } from './viewer-toolbar.utils';

export interface PageNavigatorProps {
  pageNumber: number;
  /** 0 while the document opens: nothing to move between. */
  pagesCount: number;
  onGoToPage: (pageNumber: number) => void;
  /** Smaller buttons, for a phone's toolbar. */
  compact?: boolean;
}

/** Previous and next page, and the page number «N из M», typed to go to a page (Enter or leaving the field). */
export function PageNavigator({ pageNumber, pagesCount, onGoToPage, compact = false }: PageNavigatorProps) {
  const { t } = useTranslation();
  // While the field is edited it shows what is typed; otherwise the page the viewer is on.
  const [typed, setTyped] = useState<string | null>(null);
  const ready = pagesCount > 0;

  const go = () => {
    const target = typed === null ? undefined : typedPageNumber(typed, pagesCount);
    if (target !== undefined && target !== pageNumber) onGoToPage(target);
    setTyped(null);
  };

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('documentViewer.previousPage')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={compact ? 'md' : 'lg'}
          className={classes['tool']}
          aria-label={t('documentViewer.previousPage')}
          disabled={!ready || pageNumber <= 1}
          onClick={() => {
            onGoToPage(pageNumber - 1);
          }}
        >
          <IconChevronUp size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <TextInput
        size="xs"
        className={classes['pageInput']}
        aria-label={t('documentViewer.pageNumber')}
        inputMode="numeric"
        autoComplete="off"
        disabled={!ready}
        value={typed ?? (ready ? String(pageNumber) : '')}
        onFocus={(event) => {
          setTyped(event.currentTarget.value);
          event.currentTarget.select();
        }}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
        }}
        onBlur={go}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go();
          if (event.key === 'Escape') setTyped(null);
        }}
      />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('documentViewer.pageOf', { count: pagesCount })}
      </Text>
      <Tooltip label={t('documentViewer.nextPage')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={compact ? 'md' : 'lg'}
          className={classes['tool']}
          aria-label={t('documentViewer.nextPage')}
          disabled={!ready || pageNumber >= pagesCount}
          onClick={() => {
            onGoToPage(pageNumber + 1);
          }}
        >
          <IconChevronDown size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
