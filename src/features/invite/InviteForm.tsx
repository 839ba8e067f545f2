import { Alert, Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMemberOf, useGetUserEditInfo, useInviteUser } from '../../../codegen/api/users/users';
import type { GetMemberOf200 } from '../../../codegen/model/getMemberOf200';
import type { GetUserEditInfo200 } from '../../../codegen/model/getUserEditInfo200';
import type { Role } from '../../../codegen/model/role';
import { errorMessage } from '../../shared/errors/error-message';
import { ruleMessage } from '../../shared/forms/form-rules';
import { ErrorText } from '../../shared/modals/ErrorText';
import {
  DEFAULT_INVITE_ROLE,
  INVITE_EMAIL_MAX_LENGTH,
  INVITE_NAME_MAX_LENGTH,
  emptyInviteForm,
  hasInviteErrors,
  toInvite,
  validateInviteForm,
  type InviteFormErrors,
  type InviteFormValues,
} from './invite-form.utils';

export interface InviteFormProps {
  /** After the invitation was sent. */
  onDone: () => void;
  onCancel: () => void;
}

// Module-level selectors keep their identity, so react-query memoises the unwrapped lists.
const selectInvitableRoles = (response: GetUserEditInfo200) =>
  response.data.invitableRoles.map((option) => option.role);
const selectMemberOf = (response: GetMemberOf200) => response.data;

/** The invite form: who to invite, their roles and which of the inviter's own security groups they join. */
export function InviteForm({ onDone, onCancel }: InviteFormProps) {
  const { t } = useTranslation();
  const editInfo = useGetUserEditInfo({ query: { select: selectInvitableRoles } });
  const memberOf = useGetMemberOf({ query: { select: selectMemberOf } });
  const invite = useInviteUser();
  const [values, setValues] = useState<InviteFormValues>(() => emptyInviteForm());
  // Errors show from the first send on and then follow every change.
  const [submitted, setSubmitted] = useState(false);
  const errors: InviteFormErrors = submitted ? validateInviteForm(values) : {};

  // The ordinary user role is always offered: edit-info may be withheld from ordinary inviters.
  const invitableRoles: Role[] = editInfo.data && editInfo.data.length > 0 ? editInfo.data : [DEFAULT_INVITE_ROLE];
  const roleOptions = invitableRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  // Only the inviter's own groups (platform.md §2.4).
  const groupOptions = (memberOf.data ?? []).map((group) => ({ value: group.id, label: group.name }));

  const set = <K extends keyof InviteFormValues>(field: K, value: InviteFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const fieldError = (field: keyof InviteFormValues) => {
    const error = errors[field];
    return error ? ruleMessage(error, t) : undefined;
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasInviteErrors(validateInviteForm(values))) return;
    invite.mutate(
      { data: toInvite(values) },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('invite.success') });
          onDone();
        },
      },
    );
  };

  return (
    // noValidate: the form's own translated messages replace the browser's bubbles; type=email still picks the keyboard.
    <form noValidate onSubmit={submit}>
      <Stack>
        {invite.error && (
          <Alert color="red" variant="light" role="alert">
            <ErrorText error={invite.error} />
          </Alert>
        )}
        <TextInput
          type="email"
          autoComplete="off"
          label={t('invite.email')}
          withAsterisk
          maxLength={INVITE_EMAIL_MAX_LENGTH}
          value={values.email}
          onChange={(event) => {
            set('email', event.currentTarget.value);
          }}
          error={fieldError('email')}
          data-autofocus
        />
        <TextInput
          label={t('invite.familyName')}
          withAsterisk
          maxLength={INVITE_NAME_MAX_LENGTH}
          value={values.familyName}
          onChange={(event) => {
            set('familyName', event.currentTarget.value);
          }}
          error={fieldError('familyName')}
        />
        <TextInput
          label={t('invite.givenName')}
          withAsterisk
          maxLength={INVITE_NAME_MAX_LENGTH}
          value={values.givenName}
          onChange={(event) => {
            set('givenName', event.currentTarget.value);
          }}
          error={fieldError('givenName')}
        />
        <TextInput
          label={t('invite.middleName')}
          maxLength={INVITE_NAME_MAX_LENGTH}
          value={values.middleName}
          onChange={(event) => {
            set('middleName', event.currentTarget.value);
          }}
        />
        <MultiSelect
          label={t('invite.roles')}
          withAsterisk
          data={roleOptions}
          value={values.roles}
          onChange={(roles) => {
            set(
              'roles',
              invitableRoles.filter((role) => roles.includes(role)),
            );
          }}
          error={fieldError('roles')}
        />
        <MultiSelect
          label={t('invite.securityGroups')}
          data={groupOptions}
          value={values.securityGroupIds}
          onChange={(securityGroupIds) => {
            set('securityGroupIds', securityGroupIds);
          }}
          searchable
          nothingFoundMessage={t('invite.noSecurityGroups')}
          error={memberOf.error ? errorMessage(memberOf.error, t) : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
