import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconFocus2 } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisibilityStatus } from './model-visibility.utils';

export interface VisibilityButtonsProps {
  /** What the buttons act on, for their names («Скрыть «Этаж 1»»). */
  name: string;
  status: VisibilityStatus;
  /** Shows everything of it when it is hidden, else hides it (a partly hidden one is hidden whole). */
  onToggle: (show: boolean) => void;
  onIsolate: () => void;
}

/** The eye (hide or show) and isolate buttons of a tree row or a filter. */
export function VisibilityButtons({ name, status, onToggle, onIsolate }: VisibilityButtonsProps) {
  const { t } = useTranslation();
  const show = status === 'hidden';
  const toggleLabel = t(show ? 'modelViewer.visibility.show' : 'modelViewer.visibility.hide', { name });
  const isolateLabel = t('modelViewer.visibility.isolate', { name });
  // A row's click selects or opens it: the buttons act on their own.
  const act = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
      <Tooltip label={isolateLabel} openDelay={800}>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={isolateLabel} onClick={act(onIsolate)}>
          <IconFocus2 size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={toggleLabel} openDelay={800}>
        <ActionIcon
          variant="subtle"
          color={status === 'visible' ? 'gray' : 'blue'}
          size="sm"
          aria-label={toggleLabel}
          aria-pressed={status !== 'hidden'}
          data-visibility={status}
          onClick={act(() => {
            onToggle(show);
          })}
        >
          {show ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
