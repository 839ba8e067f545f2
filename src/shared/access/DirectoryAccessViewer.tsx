import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetDirectorySecurityPointsQueryKey,
  useGetDirectorySecurityPoints,
  useGetSecurityGroups,
  useReplaceDirectorySecurityPoints,
} from '../../../codegen/api/security-groups/security-groups';
import { useGetMemberOf } from '../../../codegen/api/users/users';
import type { Directory } from '../../../codegen/model/directory';
import type { SecurityPoint } from '../../../codegen/model/securityPoint';
import { errorMessage } from '../errors/error-message';
import { holdsEveryRight } from '../session/roles.utils';
import { useSession } from '../session/session-context';
import { invalidateDirectoryAccess } from './invalidate-directory-access';
import {
  addableGroups,
  isOwnPoint,
  isRemovable,
  ownGroupIds,
  ownPointsChanged,
  pointKey,
  visiblePoints,
  withGroupAdded,
  withPointRemoved,
} from './security-points.utils';

export interface DirectoryAccessViewerProps {
  /** The directory whose points are shown; the viewer is open while there is one. */
  directory: Directory | null;
  onClose: () => void;
}

/**
 * DirectoryAccessViewer (platform.md §2.5; docs/access-control.md): the security points of a directory and of every
 * owner on its chain, highest priority first, by default only the governing ones (the highest priority); «Показать
 * все» shows every priority, «Только собственные» only the directory's own points. Inherited points name their owner
 * and cannot be removed; own points can. «Добавить группу» adds an own point for a group not yet among them:
 * administrators and developers choose among all groups, others among their own (the server enforces it). Saving
 * sends the own groups' ids and shows the server's list. Offered only with PermissionControl on the directory.
 */
export function DirectoryAccessViewer({ directory, onClose }: DirectoryAccessViewerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={directory !== null}
      onClose={onClose}
      title={directory ? t('access.title', { name: directory.name }) : ''}
      closeButtonProps={{ 'aria-label': t('access.close') }}
      size="lg"
      zIndex={9999}
    >
      {/* Keyed by the directory, so that edits never carry over to another one. */}
      {directory && <AccessViewerBody key={directory.id} directory={directory} onClose={onClose} />}
    </Modal>
  );
}

function AccessViewerBody({ directory, onClose }: { directory: Directory; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const points = useGetDirectorySecurityPoints(directory.id);
  const groups = useAssignableGroups();
  const replace = useReplaceDirectorySecurityPoints();
  // The list being edited; null while it is the server's.
  const [edited, setEdited] = useState<SecurityPoint[] | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [ownOnly, setOwnOnly] = useState(false);
  const [chosenGroupId, setChosenGroupId] = useState<string | null>(null);

  const saved = points.data?.data;
  const current = useMemo(() => edited ?? saved ?? [], [edited, saved]);
  const shown = useMemo(
    () => visiblePoints(current, directory.id, { showAll, ownOnly }),
    [current, directory.id, showAll, ownOnly],
  );
  const candidates = addableGroups(groups.data ?? [], current, directory.id);
  const changed = saved !== undefined && ownPointsChanged(saved, current, directory.id);

  const edit = (next: SecurityPoint[]) => {
    replace.reset();
    setEdited(next);
  };

  const add = () => {
    const group = candidates.find((candidate) => candidate.id === chosenGroupId);
    if (!group) return;
    edit(withGroupAdded(current, group, directory));
    setChosenGroupId(null);
  };

  const save = async () => {
    try {
      const answer = await replace.mutateAsync({ id: directory.id, data: ownGroupIds(current, directory.id) });
      queryClient.setQueryData(getGetDirectorySecurityPointsQueryKey(directory.id), answer);
      setEdited(null);
      // The account's own rights may have changed, here and below.
      invalidateDirectoryAccess(queryClient);
    } catch {
      // The mutation keeps the error, shown below; the edits stay.
    }
  };

  if (points.isPending || points.error) {
    return points.error ? (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(points.error, t)}
      </Alert>
    ) : (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('access.loading')} />
      </Center>
    );
  }

  return (
    <Stack gap="md">
      <Group gap="lg">
        <Switch
          label={t('access.showAll')}
          checked={showAll}
          onChange={(event) => {
            setShowAll(event.currentTarget.checked);
          }}
        />
        <Switch
          label={t('access.ownOnly')}
          checked={ownOnly}
          onChange={(event) => {
            setOwnOnly(event.currentTarget.checked);
          }}
        />
      </Group>

      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {ownOnly ? t('access.emptyOwn') : t('access.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto" offsetScrollbars>
          <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('access.listLabel')} style={{ listStyle: 'none' }}>
            {shown.map((point) => (
              <PointRow
                key={pointKey(point)}
                point={point}
                own={isOwnPoint(point, directory.id)}
                removable={isRemovable(point, directory.id)}
                onRemove={() => {
                  edit(withPointRemoved(current, point.id, directory.id));
                }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}

      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label={t('access.addGroup')}
          placeholder={groups.isPending ? t('access.groupsLoading') : t('access.addGroupPlaceholder')}
          data={candidates.map((group) => ({ value: group.id, label: group.name }))}
          value={chosenGroupId}
          onChange={setChosenGroupId}
          nothingFoundMessage={t('access.noGroupsToAdd')}
          searchable
          comboboxProps={{ zIndex: 10000 }}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={chosenGroupId === null}
          onClick={add}
        >
          {t('access.add')}
        </Button>
      </Group>

      {groups.error !== null && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(groups.error, t)}
        </Alert>
      )}
      {replace.error !== null && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(replace.error, t)}
        </Alert>
      )}
      {replace.isSuccess && !changed && (
        <Text size="sm" c="teal" role="status">
          {t('access.saved')}
        </Text>
      )}

      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={replace.isPending}>
          {changed ? t('access.cancel') : t('access.close')}
        </Button>
        <Button onClick={() => void save()} disabled={!changed} loading={replace.isPending}>
          {t('access.save')}
        </Button>
      </Group>
    </Stack>
  );
}

interface PointRowProps {
  point: SecurityPoint;
  own: boolean;
  removable: boolean;
  onRemove: () => void;
}

function PointRow({ point, own, removable, onRemove }: PointRowProps) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder p="xs" data-own={own || undefined}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {point.name}
          </Text>
          <Group gap="xs">
            {own ? (
              <Badge variant="light" size="sm">
                {t('access.own')}
              </Badge>
            ) : (
              <Text size="xs" c="dimmed">
                {t('access.inherited', { name: point.parentName ?? '' })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('access.priority', { priority: point.priority })}
            </Text>
          </Group>
        </Stack>
        {removable && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('access.remove', { name: point.name })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The groups the account may add: every group for administrators and developers (GET /security-groups), its own
 * groups for the others (GET /profile/member-of), as the server allows no more.
 */
function useAssignableGroups() {
  const { account } = useSession();
  const everyGroup = holdsEveryRight(account);
  const all = useGetSecurityGroups({ query: { enabled: everyGroup } });
  const mine = useGetMemberOf({ query: { enabled: !everyGroup } });
  const source = everyGroup ? all : mine;
  return { data: source.data?.data, isPending: source.isPending, error: source.error };
}
