import { enCommon } from './en/common';
import { enErrors } from './en/errors';

/** English's base texts, a chunk of their own that `i18n.ts` loads when English is chosen. */
export const ENGLISH_TEXTS = { common: enCommon, errors: enErrors };
