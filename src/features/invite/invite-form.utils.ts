import type { Invite } from '../../../codegen/model/invite';
import { Role } from '../../../codegen/model/role';
import { formErrors, max, regex, required, type RuleError } from '../../shared/forms/form-rules';

export interface InviteFormValues {
  email: string;
  givenName: string;
  familyName: string;
  middleName: string;
  roles: Role[];
  securityGroupIds: string[];
}

export type InviteFormField = keyof InviteFormValues;

export type InviteFormErrors = Partial<Record<InviteFormField, RuleError>>;

/** The ordinary user role is preselected (the contract lists it first among the invitable roles). */
export const DEFAULT_INVITE_ROLE: Role = Role.User;

/** Lengths the contract allows (`Invite` in openapi/v1.yaml); the inputs stop there. */
export const INVITE_EMAIL_MAX_LENGTH = 254;
export const INVITE_NAME_MAX_LENGTH = 100;

/**
 * One '@', something on both sides, a dot in the domain and no spaces: the browser's own e-mail check is similar, and
 * the server has the last word.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emptyInviteForm(defaultRole: Role = DEFAULT_INVITE_ROLE): InviteFormValues {
  return { email: '', givenName: '', familyName: '', middleName: '', roles: [defaultRole], securityGroupIds: [] };
}

/**
 * The invite form's rules (platform.md §5, the shared form rules): e-mail, given name, family name and at least one role
 * are required, the e-mail must look like one, and nothing is longer than the contract allows; middle name and
 * security groups are optional. Empty when the form may be sent.
 */
const INVITE_RULES = {
  email: [required(), max(INVITE_EMAIL_MAX_LENGTH), regex(EMAIL_PATTERN, 'forms.email')],
  givenName: [required(), max(INVITE_NAME_MAX_LENGTH)],
  familyName: [required(), max(INVITE_NAME_MAX_LENGTH)],
  middleName: [max(INVITE_NAME_MAX_LENGTH)],
  roles: [required()],
} as const;

export function validateInviteForm(values: InviteFormValues): InviteFormErrors {
  return formErrors(values, INVITE_RULES);
}

export function hasInviteErrors(errors: InviteFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The request body: trimmed texts, no middle name as null, no groups left out. */
export function toInvite(values: InviteFormValues): Invite {
  const middleName = values.middleName.trim();
  return {
    email: values.email.trim(),
    givenName: values.givenName.trim(),
    familyName: values.familyName.trim(),
    middleName: middleName === '' ? null : middleName,
    roles: [...values.roles],
    ...(values.securityGroupIds.length > 0 ? { securityGroupIds: [...values.securityGroupIds] } : {}),
  };
}
