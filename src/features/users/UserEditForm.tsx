import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../codegen/model/user';
import type { UserEditInfo } from '../../../codegen/model/userEditInfo';
import { UserStatus } from '../../../codegen/model/userStatus';
import { ruleMessage } from '../../shared/forms/form-rules';
import {
  CONTACT_FIELDS,
  USER_FIELD_MAX_LENGTH,
  userEditValues,
  validateUserEdit,
  type UserEditValues,
} from './user-edit-form.utils';

export interface UserEditFormProps {
  user: User;
  editInfo: UserEditInfo;
  securityGroupIds: readonly string[];
  onSave: (values: UserEditValues) => Promise<void>;
  onCancel: () => void;
}

const CONTACT_LABELS = {
  company: 'users.modal.company',
  department: 'users.modal.department',
  title: 'users.modal.jobTitle',
  location: 'users.modal.location',
  mobile: 'users.modal.mobile',
  phone: 'users.modal.phone',
} as const;

const STATUSES = [UserStatus.Limited, UserStatus.Enabled, UserStatus.Disabled];

/** The user edit form (platform.md §2.4, §3): name, contact fields, roles, status, groups and the e-mail switch. */
export function UserEditForm({ user, editInfo, securityGroupIds, onSave, onCancel }: UserEditFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<UserEditValues>(() => userEditValues(user, securityGroupIds));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = submitted ? validateUserEdit(values) : {};
  const set = <K extends keyof UserEditValues>(field: K, value: UserEditValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateUserEdit(values)).length > 0) return;
    setSaving(true);
    void onSave(values).finally(() => {
      setSaving(false);
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('users.modal.displayName')}
          value={values.displayName}
          maxLength={USER_FIELD_MAX_LENGTH.displayName}
          error={errors.displayName && ruleMessage(errors.displayName, t)}
          onChange={(event) => {
            set('displayName', event.currentTarget.value);
          }}
          data-autofocus
        />
        <TextInput label={t('users.modal.email')} value={user.email} readOnly variant="filled" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {CONTACT_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(CONTACT_LABELS[field])}
              value={values[field]}
              maxLength={USER_FIELD_MAX_LENGTH[field]}
              error={errors[field] && ruleMessage(errors[field], t)}
              type={field === 'mobile' || field === 'phone' ? 'tel' : 'text'}
              onChange={(event) => {
                set(field, event.currentTarget.value);
              }}
            />
          ))}
        </SimpleGrid>
        <MultiSelect
          label={t('users.modal.roles')}
          data={editInfo.roles.map((option) => ({ value: option.role, label: t(`roles.${option.role}`) }))}
          value={values.roles}
          error={errors.roles && ruleMessage(errors.roles, t)}
          onChange={(roles) => {
            set('roles', roles);
          }}
        />
        <Select
          label={t('users.modal.status')}
          data={STATUSES.map((status) => ({ value: String(status), label: t(`userStatus.${String(status)}`) }))}
          value={String(values.status)}
          allowDeselect={false}
          onChange={(status) => {
            if (status !== null) set('status', Number(status) as UserStatus);
          }}
        />
        <MultiSelect
          label={t('users.modal.securityGroups')}
          data={editInfo.securityGroups.map((group) => ({ value: group.id, label: group.name }))}
          value={values.securityGroupIds}
          placeholder={editInfo.securityGroups.length === 0 ? t('users.modal.noSecurityGroups') : undefined}
          searchable
          onChange={(ids) => {
            set('securityGroupIds', ids);
          }}
        />
        <Switch
          label={t('users.modal.disableEmailNotifications')}
          checked={values.disableEmailNotifications}
          onChange={(event) => {
            set('disableEmailNotifications', event.currentTarget.checked);
          }}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            {t('users.modal.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('users.modal.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
