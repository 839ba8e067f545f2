import { localStorageColorSchemeManager } from '@mantine/core';

/** The light/dark choice is kept on the device (explorer.md §1); pass both to the app's MantineProvider. */
export const COLOR_SCHEME_STORAGE_KEY = 'cde.color-scheme';
export const DEFAULT_COLOR_SCHEME = 'light' satisfies 'light' | 'dark';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
