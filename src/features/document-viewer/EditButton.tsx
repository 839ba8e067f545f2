import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './document-viewer.module.css';
import type { EditButtonState } from './edit-button.utils';

/**
 * The pencil «start editing» of the office screen (platform.md §2.7): a real link to the draft with the edit hint, or
 * a disabled button with the reason. The disabled one stays focusable and hoverable (`data-disabled` instead of
 * `disabled`, which swallows pointer events), so that its hint can be read; screen readers get it as a description.
 */
export function EditButton({ state }: { state: EditButtonState }) {
  const { t } = useTranslation();
  const hintId = useId();
  const label = t('documentViewer.editor.edit');
  const hint =
    state.kind === 'enabled' ? t('documentViewer.editor.editHint') : t(`documentViewer.editor.${state.hint}`);

  return (
    <>
      <Tooltip label={hint} openDelay={800} multiline maw={320}>
        {state.kind === 'enabled' ? (
          <ActionIcon
            component={Link}
            to={state.to}
            variant="subtle"
            color="gray"
            size="lg"
            className={classes['tool']}
            aria-label={label}
            aria-describedby={hintId}
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            className={classes['tool']}
            aria-label={label}
            aria-describedby={hintId}
            aria-disabled
            data-disabled
            onClick={(event) => {
              event.preventDefault();
            }}
          >
            <IconPencil size={20} aria-hidden />
          </ActionIcon>
        )}
      </Tooltip>
      <VisuallyHidden id={hintId}>{hint}</VisuallyHidden>
    </>
  );
}
