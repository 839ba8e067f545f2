import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { ModalsReady } from './modals-ready';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';

/** The providers the shared modals need in a component test; call `initI18n('ru')` before rendering. */
export function ModalsTestWrapper({ children }: { children?: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ModalsProvider>
          <ModalsReady />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
