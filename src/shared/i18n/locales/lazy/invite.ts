import { enInvite } from '../en/invite';
import { ruInvite } from '../ru/invite';

/** The invite dialog's texts. */
export const inviteTexts = {
  ru: { invite: ruInvite },
  en: { invite: enInvite },
};
