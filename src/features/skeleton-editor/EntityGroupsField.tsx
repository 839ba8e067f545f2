import { MultiSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';
import { errorMessage } from '../../shared/errors/error-message';
import { useSecurityGroups } from '../../shared/security-groups/useSecurityGroups';

export interface EntityGroupsFieldProps {
  value: readonly string[];
  onChange: (groups: string[]) => void;
  /** Points the entity takes from its ancestors, shown under the field. */
  inherited: readonly SecurityPoint[];
  /** The entity's points could not be read: the field is locked, and the save leaves them as they are. */
  pointsError?: unknown;
}

/**
 * The security groups given points on the entity (GET /security-groups): every directory made from it is governed by
 * them (docs/structure.md, Access). A chosen group the list does not know shows as its id, so it can be removed.
 */
export function EntityGroupsField({ value, onChange, inherited, pointsError }: EntityGroupsFieldProps) {
  const { t } = useTranslation();
  const groups = useSecurityGroups();
  const known = new Set((groups.data ?? []).map((group) => group.id));
  const options = [
    ...(groups.data ?? []).map((group) => ({ value: group.id, label: group.name })),
    ...value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  const inheritedText = inherited
    .map((point) =>
      t('admin.skeletonEditor.modal.inheritedGroup', { name: point.name, owner: point.parentName ?? point.ownerId }),
    )
    .join(', ');

  return (
    <Stack gap={4}>
      <MultiSelect
        label={t('admin.skeletonEditor.modal.securityGroups')}
        placeholder={t('admin.skeletonEditor.modal.securityGroupsPlaceholder')}
        data={options}
        value={[...value]}
        onChange={onChange}
        searchable
        disabled={pointsError !== undefined}
        nothingFoundMessage={t('admin.skeletonEditor.modal.noGroups')}
        error={groups.error ? errorMessage(groups.error, t) : undefined}
        maxDropdownHeight={240}
      />
      {inheritedText !== '' && (
        <Text size="xs" c="dimmed">
          {t('admin.skeletonEditor.modal.inherited', { groups: inheritedText })}
        </Text>
      )}
      {pointsError !== undefined && (
        <Text size="xs" c="red" role="alert">
          {t('admin.skeletonEditor.modal.pointsFailed', { error: errorMessage(pointsError, t) })}
        </Text>
      )}
    </Stack>
  );
}
