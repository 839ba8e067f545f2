import { Checkbox, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Author } from '../../../codegen/model/author';
import type { Note } from '../../../codegen/model/note';
import { formatDateTime } from '../../shared/format/format-date';
import { DEFAULT_LANGUAGE, isAppLanguage } from '../../shared/i18n/i18n';
import { CommentBox } from './CommentBox';

export interface RemarkItemProps {
  note: Note;
  authors: readonly Author[] | undefined;
  /** False on a blocked or agreed document: the tick box then only shows the state. */
  canToggle: boolean;
  /** False on a blocked or agreed document: no comment box then. */
  canComment: boolean;
  onToggle: (note: Note) => Promise<void>;
  onComment: (note: Note, text: string) => Promise<boolean>;
}

/** One remark (explorer.md §4 Remark): its tick box with the text, author and date, its comments and a comment box. */
export function RemarkItem({ note, authors, canToggle, canComment, onToggle, onComment }: RemarkItemProps) {
  const { t, i18n } = useTranslation();
  const language = isAppLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [toggling, setToggling] = useState(false);
  const authorName = (id: string) =>
    authors === undefined
      ? t('documentPanel.card.authorLoading')
      : (authors.find((author) => author.id === id)?.displayName ?? t('documentPanel.card.unknownAuthor'));

  return (
    <Paper component="li" withBorder p="sm" data-remark={note.id}>
      <Stack gap="xs">
        <Checkbox
          checked={note.isDone}
          disabled={!canToggle || toggling}
          label={
            <Text
              component="span"
              c={note.isDone ? 'dimmed' : undefined}
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {note.text}
            </Text>
          }
          onChange={() => {
            setToggling(true);
            void onToggle(note).finally(() => {
              setToggling(false);
            });
          }}
        />
        <Text size="xs" c="dimmed">
          {t('documentPanel.remarks.byline', {
            author: authorName(note.autorId),
            date: formatDateTime(note.createdAt, language),
          })}
        </Text>
        {note.comments.length > 0 && (
          <Stack
            component="ul"
            gap={6}
            m={0}
            pl="md"
            aria-label={t('documentPanel.remarks.comments', { text: note.text })}
            style={{ listStyle: 'none', borderLeft: '2px solid var(--mantine-color-default-border)' }}
          >
            {note.comments.map((comment) => (
              <li key={comment.id}>
                <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {comment.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('documentPanel.remarks.byline', {
                    author: authorName(comment.autorId),
                    date: formatDateTime(comment.createdAt, language),
                  })}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        {canComment && <CommentBox remarkText={note.text} onSend={(text) => onComment(note, text)} />}
      </Stack>
    </Paper>
  );
}
