/** The release shown in the footer bar; keep in step with package.json's version. */
export const APP_VERSION = '1.0.0';
