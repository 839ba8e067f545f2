import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { confirm } from '../../../shared/modals/confirm';

/**
 * While in a draft, leaving the screen asks for confirmation (platform.md §2.7): a move to another screen of the app
 * (a link, the go-back link, the browser's back) asks in the app's dialog, and closing or reloading the tab gets the
 * browser's own prompt. Staying on the route (its search changing) is no leaving.
 */
export function LeaveDraftGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);

  const decide = useEffectEvent((leave: boolean) => {
    if (blocker.state !== 'blocked') return;
    if (leave) blocker.proceed();
    else blocker.reset();
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: t('documentViewer.editor.leaveTitle'),
      message: t('documentViewer.editor.leaveMessage'),
      okLabel: t('documentViewer.editor.leave'),
      cancelLabel: t('documentViewer.editor.stay'),
    }).then(({ confirmed }) => {
      decide(confirmed);
    });
  }, [blocker.state, t]);

  useWindowEvent('beforeunload', (event) => {
    // The browser asks whether to leave the page; its text is its own.
    event.preventDefault();
  });

  return null;
}
