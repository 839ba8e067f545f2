import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSecurityGroup, useUpdateSecurityGroup } from '../../../codegen/api/security-groups/security-groups';
import type { SecurityGroup } from '../../../codegen/model/securityGroup';
import { errorMessage } from '../../shared/errors/error-message';
import { ruleMessage } from '../../shared/forms/form-rules';
import { serverErrorOf } from '../../shared/forms/server-field-errors';
import { ErrorText } from '../../shared/modals/ErrorText';
import { SECURITY_GROUPS_QUERY_KEY } from '../../shared/security-groups/useSecurityGroups';
import {
  ALL_OPERATIONS,
  GROUP_DESCRIPTION_MAX_LENGTH,
  GROUP_NAME_MAX_LENGTH,
  groupFormValues,
  hasAllRights,
  memberOptions,
  operationsForAllRights,
  operationsFrom,
  toSecurityGroupInput,
  validateGroupForm,
  withAllMembers,
  type SecurityGroupFormValues,
} from './security-group-form.utils';
import { updateCachedGroups } from './security-groups-cache';
import { withGroupSaved } from './security-groups.utils';
import { useUsers } from './useUsers';

/** The fields a ValidationFailed is shown on; the alert names the others. */
const SHOWN_ON_FORM = ['name'];

export interface SecurityGroupFormProps {
  /** The group to update; none to create one. */
  group?: SecurityGroup;
  /** After the group was saved. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Name, description, the eight operations with 'all rights', and the members (platform.md §3, §4). Server errors
 * (e.g. 409 SecurityGroupWithNameAlreadyExists) show inside the form, through the shared error lookup.
 */
export function SecurityGroupForm({ group, onDone, onCancel }: SecurityGroupFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const users = useUsers();
  const create = useCreateSecurityGroup();
  const update = useUpdateSecurityGroup();
  const saving = group ? update : create;
  const [values, setValues] = useState<SecurityGroupFormValues>(() => groupFormValues(group));
  // The name's error shows from the first save on and then follows every change.
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateGroupForm(values) : {};

  const allUsers = users.data ?? [];
  const options = memberOptions(allUsers, values.members).map((option) => ({
    value: option.value,
    label: option.disabledUser ? t('admin.groupModal.disabledUser', { name: option.label }) : option.label,
  }));

  const set = <K extends keyof SecurityGroupFormValues>(field: K, value: SecurityGroupFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const saved = (result: SecurityGroup) => {
    updateCachedGroups(queryClient, (groups) => withGroupSaved(groups, result));
    void queryClient.invalidateQueries({ queryKey: SECURITY_GROUPS_QUERY_KEY });
    onDone();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateGroupForm(values).name) return;
    const data = toSecurityGroupInput(values);
    if (group) {
      update.mutate(
        { id: group.id, data },
        {
          onSuccess: (response) => {
            saved(response.data);
          },
        },
      );
    } else {
      create.mutate(
        { data },
        {
          onSuccess: (response) => {
            saved(response.data);
          },
        },
      );
    }
  };

  return (
    // noValidate: the form's own translated message replaces the browser's bubble.
    <form noValidate onSubmit={submit}>
      <Stack>
        {saving.error && (
          <Alert color="red" variant="light" role="alert">
            <ErrorText
              error={saving.error}
              fallback={group ? 'UpdateResourceFailed' : 'CreateResourceFailed'}
              shownOnForm={SHOWN_ON_FORM}
            />
          </Alert>
        )}
        <TextInput
          label={t('admin.groupModal.name')}
          withAsterisk
          maxLength={GROUP_NAME_MAX_LENGTH}
          value={values.name}
          onChange={(event) => {
            set('name', event.currentTarget.value);
          }}
          error={errors.name ? ruleMessage(errors.name, t) : serverErrorOf(saving.error, 'name', t)}
          data-autofocus
        />
        <Textarea
          label={t('admin.groupModal.description')}
          maxLength={GROUP_DESCRIPTION_MAX_LENGTH}
          // A fixed height the user may stretch: Mantine's autosize needs document.fonts, missing in jsdom tests.
          rows={2}
          resize="vertical"
          value={values.description}
          onChange={(event) => {
            set('description', event.currentTarget.value);
          }}
        />
        <Checkbox.Group
          label={t('admin.groupModal.operations')}
          value={values.operations}
          onChange={(checked) => {
            set('operations', operationsFrom(checked));
          }}
        >
          <Stack gap="xs" mt="xs">
            <Switch
              label={t('admin.groupModal.allRights')}
              checked={hasAllRights(values.operations)}
              onChange={(event) => {
                set('operations', operationsForAllRights(event.currentTarget.checked));
              }}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs">
              {ALL_OPERATIONS.map((operation) => (
                <Checkbox key={operation} value={operation} label={t(`admin.operations.${operation}`)} />
              ))}
            </SimpleGrid>
          </Stack>
        </Checkbox.Group>
        <Stack gap="xs">
          <MultiSelect
            label={t('admin.groupModal.members')}
            placeholder={t('admin.groupModal.membersPlaceholder')}
            data={options}
            value={values.members}
            onChange={(members) => {
              set('members', members);
            }}
            searchable
            nothingFoundMessage={t('admin.groupModal.noUsers')}
            error={users.error ? errorMessage(users.error, t) : undefined}
            maxDropdownHeight={240}
          />
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              disabled={allUsers.length === 0}
              onClick={() => {
                set('members', withAllMembers(values.members, allUsers));
              }}
            >
              {t('admin.groupModal.addAll')}
            </Button>
            <Button
              variant="light"
              color="gray"
              size="xs"
              disabled={values.members.length === 0}
              onClick={() => {
                set('members', []);
              }}
            >
              {t('admin.groupModal.removeAll')}
            </Button>
          </Group>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={saving.isPending}>
            {group ? t('admin.groupModal.save') : t('admin.groupModal.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
