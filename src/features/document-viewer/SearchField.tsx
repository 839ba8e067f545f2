import { ActionIcon, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch, IconX } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './document-viewer.module.css';
import type { SearchStatus } from './viewer-toolbar.utils';

export interface SearchFieldProps {
  query: string;
  status: SearchStatus;
  disabled: boolean;
  onQueryChange: (query: string) => void;
  onNext: () => void;
  onPrevious: () => void;
  /** Shown as a row of its own on a phone: the field closes again. */
  onClose?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Takes the row's width (on a phone) instead of a fixed one. */
  grow?: boolean;
}

/**
 * Search in the text of the PDF: the field (Enter goes to the next match, Shift+Enter to the previous one), the count
 * of matches or «no matches», and the previous and next buttons.
 */
export function SearchField({
  query,
  status,
  disabled,
  onQueryChange,
  onNext,
  onPrevious,
  onClose,
  inputRef,
  grow = false,
}: SearchFieldProps) {
  const { t } = useTranslation();
  const statusText =
    status.kind === 'found'
      ? t('documentViewer.matches', { current: status.current, total: status.total })
      : status.kind === 'notFound'
        ? t('documentViewer.noMatches')
        : status.kind === 'searching'
          ? t('documentViewer.searching')
          : '';
  const stepping = status.kind === 'found';

  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="search"
      aria-label={t('documentViewer.search')}
      style={grow ? { flex: 1 } : undefined}
    >
      <TextInput
        ref={inputRef}
        size="xs"
        type="search"
        w={grow ? undefined : 220}
        style={grow ? { flex: 1, minWidth: 0 } : undefined}
        leftSection={<IconSearch size={14} aria-hidden />}
        placeholder={t('documentViewer.searchPlaceholder')}
        aria-label={t('documentViewer.search')}
        autoComplete="off"
        disabled={disabled}
        value={query}
        onChange={(event) => {
          onQueryChange(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (event.shiftKey) onPrevious();
            else onNext();
          }
          if (event.key === 'Escape' && onClose) onClose();
        }}
      />
      <Text size="xs" c="dimmed" aria-live="polite" style={{ whiteSpace: 'nowrap' }} data-testid="search-status">
        {statusText}
      </Text>
      <Tooltip label={t('documentViewer.previousMatch')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          className={classes['tool']}
          aria-label={t('documentViewer.previousMatch')}
          disabled={!stepping}
          onClick={onPrevious}
        >
          <IconChevronUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('documentViewer.nextMatch')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          className={classes['tool']}
          aria-label={t('documentViewer.nextMatch')}
          disabled={!stepping}
          onClick={onNext}
        >
          <IconChevronDown size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {onClose && (
        <Tooltip label={t('documentViewer.closeSearch')}>
          <ActionIcon variant="subtle" color="gray" aria-label={t('documentViewer.closeSearch')} onClick={onClose}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
