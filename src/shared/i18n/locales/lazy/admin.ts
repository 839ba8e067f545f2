import { enAdmin } from '../en/admin';
import { enUsers } from '../en/users';
import { ruAdmin } from '../ru/admin';
import { ruUsers } from '../ru/users';

/** The admin panel's texts: its frame, the dashboard, security groups, settings, structure editor and users. */
export const adminTexts = {
  ru: { admin: ruAdmin, users: ruUsers },
  en: { admin: enAdmin, users: enUsers },
};
