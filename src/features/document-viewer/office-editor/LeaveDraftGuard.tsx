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

  const ask = useEffectEvent((signal: AbortSignal) => {
    void confirm({
      title: t('documentViewer.editor.leaveTitle'),
      message: t('documentViewer.editor.leaveMessage'),
      okLabel: t('documentViewer.editor.leave'),
      cancelLabel: t('documentViewer.editor.stay'),
      signal,
    }).then(({ confirmed }) => {
      if (!signal.aborted) decide(confirmed);
    });
  });

  // One question per block, closed when the block ends without it: any navigation that completes meanwhile (the
  // draft's own search changing) unblocks the router, and a question left open would outlive what it asked about.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const controller = new AbortController();
    ask(controller.signal);
    return () => {
      controller.abort();
    };
  }, [blocker.state]);

  useWindowEvent('beforeunload', (event) => {
    // The browser asks whether to leave the page; its text is its own.
    event.preventDefault();
  });

  return null;
}
