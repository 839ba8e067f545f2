import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { LAYOUT_BREAKPOINTS } from './layout-breakpoints';

/**
 * The app's Mantine theme: Mantine's defaults with the product's breakpoints, and shades dark enough for WCAG AA
 * contrast (4.5:1) — Mantine's default primary and dimmed greys fall short on white. A system asking for reduced
 * motion gets modals, menus and popovers without their sliding and scaling transitions.
 */
export const appTheme = createTheme({
  breakpoints: LAYOUT_BREAKPOINTS,
  primaryShade: { light: 8, dark: 8 },
  respectReducedMotion: true,
});

export const appCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] },
  dark: {},
});
