import type { DeepStringRecord } from '../../deep-string-record';
import type { ruInvite } from '../ru/invite';

export const enInvite: DeepStringRecord<typeof ruInvite> = {
  title: 'Invite participant',
  email: 'E-mail',
  givenName: 'Given name',
  familyName: 'Family name',
  middleName: 'Middle name',
  roles: 'Roles',
  securityGroups: 'Security groups',
  noSecurityGroups: 'No groups available',
  submit: 'Invite',
  close: 'Close',
  success: 'Invitation sent',
};
