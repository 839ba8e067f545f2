import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commentToSend, isSendKey } from './remarks.utils';

export interface CommentBoxProps {
  /** The remark's text, naming the box for screen readers. */
  remarkText: string;
  /** Resolves true when the comment was added: only then is the box cleared. */
  onSend: (text: string) => Promise<boolean>;
}

/**
 * A multi-line comment on a remark (explorer.md §4 Remark, §5): Enter without modifiers sends it, Shift+Enter starts a
 * new line; a comment empty after trimming is ignored. The button sends too, for touch screens.
 */
export function CommentBox({ remarkText, onSend }: CommentBoxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    const text = commentToSend(value);
    if (text === undefined || sending) return;
    setSending(true);
    try {
      if (await onSend(text)) setValue('');
    } finally {
      setSending(false);
    }
  };

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (!isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) return;
          event.preventDefault();
          void send();
        }}
        aria-label={t('documentPanel.remarks.comment', { text: remarkText })}
        placeholder={t('documentPanel.remarks.commentPlaceholder')}
        // A fixed height the user may stretch: Mantine's autosize needs document.fonts, missing in jsdom tests.
        rows={2}
        resize="vertical"
        readOnly={sending}
        style={{ flex: 1 }}
      />
      <ActionIcon
        size="lg"
        variant="light"
        aria-label={t('documentPanel.remarks.send', { text: remarkText })}
        loading={sending}
        onClick={() => {
          void send();
        }}
      >
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
