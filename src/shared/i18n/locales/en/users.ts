import type { DeepStringRecord } from '../../deep-string-record';
import type { ruUsers } from '../ru/users';

/** The admin panel's users screen and the user edit modal. */
export const enUsers: DeepStringRecord<typeof ruUsers> = {
  title: 'Users',
  tableLabel: 'Users',
  columns: {
    number: 'No.',
    email: 'E-mail',
    name: 'Name',
    roles: 'Roles',
    status: 'Status',
    actions: 'Actions',
  },
  search: {
    label: 'Search by e-mail, name and role',
    placeholder: 'Search by e-mail, name and role',
  },
  edit: 'Edit “{{name}}”',
  loading: 'Loading users…',
  empty: 'No users yet',
  nothingFound: 'Nothing found',
  modal: {
    title: 'User: {{name}}',
    close: 'Close',
    loading: 'Loading the user…',
    displayName: 'Full name',
    email: 'E-mail',
    company: 'Company',
    department: 'Department',
    jobTitle: 'Job title',
    location: 'Location',
    mobile: 'Mobile phone',
    phone: 'Work phone',
    roles: 'Roles',
    status: 'Status',
    securityGroups: 'Security groups',
    noSecurityGroups: 'No security groups',
    disableEmailNotifications: 'Do not send e-mail notifications',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'User saved',
    notSaved: 'The user’s changes were not saved: {{message}}',
    errors: {
      displayNameRequired: 'Enter the full name',
      rolesRequired: 'Choose at least one role',
      tooLong: 'At most {{max}} characters',
    },
  },
};
