import type { Role } from '../../../codegen/model/role';
import type { User } from '../../../codegen/model/user';
import type { UserPatch } from '../../../codegen/model/userPatch';
import type { UserStatus } from '../../../codegen/model/userStatus';
import { formErrors, max, required, type RuleError } from '../../shared/forms/form-rules';

/** The user edit modal's values (platform.md §3 User): the contact fields as typed, roles, status, groups. */
export interface UserEditValues {
  displayName: string;
  company: string;
  department: string;
  title: string;
  location: string;
  mobile: string;
  phone: string;
  roles: Role[];
  status: UserStatus;
  disableEmailNotifications: boolean;
  securityGroupIds: string[];
}

export type UserTextField = 'displayName' | 'company' | 'department' | 'title' | 'location' | 'mobile' | 'phone';

/** The lengths the contract allows (`UserPatch`); the inputs stop there. */
export const USER_FIELD_MAX_LENGTH: Readonly<Record<UserTextField, number>> = {
  displayName: 255,
  company: 255,
  department: 255,
  title: 255,
  location: 255,
  mobile: 64,
  phone: 64,
};

export const CONTACT_FIELDS: readonly Exclude<UserTextField, 'displayName'>[] = [
  'company',
  'department',
  'title',
  'location',
  'mobile',
  'phone',
];

export function userEditValues(user: User, securityGroupIds: readonly string[]): UserEditValues {
  return {
    displayName: user.displayName,
    company: user.company ?? '',
    department: user.department ?? '',
    title: user.title ?? '',
    location: user.location ?? '',
    mobile: user.mobile ?? '',
    phone: user.phone ?? '',
    roles: [...user.roles],
    status: user.status,
    disableEmailNotifications: user.disableEmailNotifications,
    securityGroupIds: [...securityGroupIds],
  };
}

export type UserEditErrors = Partial<Record<UserTextField | 'roles', RuleError>>;

/**
 * The spec shows no required fields for the user form (platform.md §5); the contract still refuses an empty name, a
 * user without roles and longer texts, so the form says so before sending (the shared form rules).
 */
const USER_EDIT_RULES = {
  displayName: [required(), max(USER_FIELD_MAX_LENGTH.displayName)],
  company: [max(USER_FIELD_MAX_LENGTH.company)],
  department: [max(USER_FIELD_MAX_LENGTH.department)],
  title: [max(USER_FIELD_MAX_LENGTH.title)],
  location: [max(USER_FIELD_MAX_LENGTH.location)],
  mobile: [max(USER_FIELD_MAX_LENGTH.mobile)],
  phone: [max(USER_FIELD_MAX_LENGTH.phone)],
  roles: [required()],
} as const;

export function validateUserEdit(values: UserEditValues): UserEditErrors {
  return formErrors(values, USER_EDIT_RULES);
}

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** PATCH /users/{id}: every field of the modal, trimmed; an emptied contact field becomes null. */
export function toUserPatch(values: UserEditValues): UserPatch {
  return {
    displayName: values.displayName.trim(),
    company: optional(values.company),
    department: optional(values.department),
    title: optional(values.title),
    location: optional(values.location),
    mobile: optional(values.mobile),
    phone: optional(values.phone),
    roles: [...new Set(values.roles)],
    status: values.status,
    disableEmailNotifications: values.disableEmailNotifications,
  };
}
