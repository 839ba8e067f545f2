import type { DeepStringRecord } from '../../deep-string-record';
import type { ruLayout } from '../ru/layout';

export const enLayout: DeepStringRecord<typeof ruLayout> = {
  appStart: {
    loadFailed: 'An error occurred while loading the application. Reload the page or come back later.',
    disabled: 'The account is disabled. Ask the project’s administrator.',
    signOut: 'Sign out',
    startupFailed: 'Something went wrong...',
    loading: 'Loading…',
    signingIn: 'Signing in…',
    signInAgain: 'Sign in again',
  },
  unsupportedBrowser: {
    title: 'Browser not supported',
    text: 'Your browser is outdated and not supported. Open the application in a current version of Chrome, Firefox, Edge, Safari or Yandex Browser.',
  },
  layout: {
    home: 'Home',
    logo: 'Common data environment — home',
    trash: 'Trash bin',
    goBack: 'Go back',
    pinned: 'Pinned directories',
    menu: 'Menu',
    profile: {
      adminPanel: 'Admin panel',
      skeletonEditor: 'Structure editor',
      invite: 'Invite participant',
      sharedLinks: 'Shared links',
      themeLight: 'Light theme',
      themeDark: 'Dark theme',
      snowOn: 'Turn snow on',
      snowOff: 'Turn snow off',
      logout: 'Log out',
      language: 'Русский',
    },
    footer: 'Common data environment · version {{version}}',
  },
  modals: {
    yes: 'Yes',
    cancel: 'Cancel',
    ok: 'OK',
    showMore: 'Show more',
    errorTitle: 'Error',
    confirmTitle: 'Confirmation',
    alertTitle: 'Attention',
  },
  pending: {
    title: 'Under construction',
    text: 'This screen will come in one of the next releases.',
  },
};
