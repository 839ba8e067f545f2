/**
 * Layout breakpoints of both specifications (explorer.md §9, platform.md §2.3): mobile below 576 px, tablet below
 * 1200 px, desktop up to 8192 px.
 */
export const MOBILE_MAX_WIDTH_PX = 576;
export const TABLET_MAX_WIDTH_PX = 1200;
export const DESKTOP_MAX_WIDTH_PX = 8192;

/** Mantine expresses breakpoints in em of the 16 px root font size, so they follow the user's zoom. */
const em = (px: number) => `${px / 16}em`;

/**
 * The Mantine theme breakpoints: `xs` starts the tablet layout, `lg` the desktop layout and `xl` is the widest
 * supported desktop; `sm` and `md` keep Mantine's defaults between them.
 */
export const LAYOUT_BREAKPOINTS = {
  xs: em(MOBILE_MAX_WIDTH_PX),
  sm: '48em',
  md: '62em',
  lg: em(TABLET_MAX_WIDTH_PX),
  xl: em(DESKTOP_MAX_WIDTH_PX),
} as const;

/** Matches the mobile layout (range syntax, so fractional widths of zoomed screens fall on the right side). */
export const MOBILE_MEDIA_QUERY = `(width < ${em(MOBILE_MAX_WIDTH_PX)})`;
