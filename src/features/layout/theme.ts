import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { LAYOUT_BREAKPOINTS } from './layout-breakpoints';

/**
 * The app's Mantine theme: Mantine's defaults with the product's breakpoints, and shades dark enough for WCAG AA
 * contrast (4.5:1) — Mantine's default primary and dimmed greys fall short on white.
 */
export const appTheme = createTheme({
  breakpoints: LAYOUT_BREAKPOINTS,
  primaryShade: { light: 8, dark: 8 },
});

export const appCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] },
  dark: {},
});
