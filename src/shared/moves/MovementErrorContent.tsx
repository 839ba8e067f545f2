import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MoveConflict } from '../../../codegen/model/moveConflict';
import { PagedItemList } from '../modals/PagedItemList';

export interface MovementErrorContentProps {
  /** How many items the move carried. */
  count: number;
  /** The target's name as the client knows it, for an answer without the conflict's details. */
  targetName: string;
  /** The server's details of the clash (the `moveConflict` member of the 417 problem), when it sent them. */
  conflict: MoveConflict | undefined;
  onRename: () => void;
  onSkipAll: () => void;
}

/**
 * The body of the movement-error dialog (explorer.md §2 Modals, MovementError): how many items did not move, from
 * where to where, how many names clash (the clashing names listed five at a time), and the two ways out.
 */
export function MovementErrorContent({ count, targetName, conflict, onRename, onSkipAll }: MovementErrorContentProps) {
  const { t } = useTranslation();
  const target = conflict?.targetName ?? targetName;
  return (
    <Stack>
      <Text style={{ overflowWrap: 'anywhere' }}>
        {conflict
          ? t('moves.conflict.message', { count, source: conflict.sourceName, target })
          : t('moves.conflict.messageToTarget', { count, target })}
      </Text>
      <Text>
        {conflict ? t('moves.conflict.clashes', { count: conflict.count }) : t('moves.conflict.clashesUnknown')}
      </Text>
      {conflict && <PagedItemList items={conflict.names} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onSkipAll}>
          {t('moves.conflict.skipAll')}
        </Button>
        <Button onClick={onRename} data-autofocus>
          {t('moves.conflict.renameAndMove')}
        </Button>
      </Group>
    </Stack>
  );
}
