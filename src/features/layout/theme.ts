import { createTheme } from '@mantine/core';
import { LAYOUT_BREAKPOINTS } from './layout-breakpoints';

/** The app's Mantine theme: Mantine's defaults with the product's breakpoints. */
export const appTheme = createTheme({
  breakpoints: LAYOUT_BREAKPOINTS,
});
