import { ActionIcon, Checkbox, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryListener } from '../../../codegen/model/directoryListener';
import type { EventTypeState, ListenerOption } from './listeners.utils';

export interface EventTypeRowProps {
  state: EventTypeState;
  disabled: boolean;
  onSubscribe: () => void;
  onUnsubscribe: (listener: DirectoryListener) => void;
  onOptionChange: (listener: DirectoryListener, option: ListenerOption, value: boolean) => void;
}

/** One event type: its tick box and, once ticked, its expandable options (explorer.md §2 Notifications panel). */
export function EventTypeRow({ state, disabled, onSubscribe, onUnsubscribe, onOptionChange }: EventTypeRowProps) {
  const { t } = useTranslation();
  const [expanded, { toggle }] = useDisclosure(false);
  const optionsId = useId();
  const { listener } = state;
  const label = t(`eventTypes.${String(state.type)}`);

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Checkbox
          label={label}
          checked={listener !== undefined}
          disabled={disabled}
          onChange={() => {
            if (listener) onUnsubscribe(listener);
            else onSubscribe();
          }}
        />
        {listener && (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={t('directoryPanels.showOptions', { type: label })}
            aria-expanded={expanded}
            aria-controls={optionsId}
            onClick={toggle}
          >
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </ActionIcon>
        )}
      </Group>
      {listener && (
        <Collapse expanded={expanded} id={optionsId}>
          <Stack gap={6} pl={32} py={4}>
            <Checkbox
              size="xs"
              label={t('directoryPanels.once')}
              aria-label={`${label}: ${t('directoryPanels.once')}`}
              checked={state.once}
              disabled={disabled}
              onChange={(event) => {
                onOptionChange(listener, 'once', event.currentTarget.checked);
              }}
            />
            <Checkbox
              size="xs"
              label={t('directoryPanels.monitorNested')}
              aria-label={`${label}: ${t('directoryPanels.monitorNested')}`}
              checked={state.monitorNested}
              disabled={disabled}
              onChange={(event) => {
                onOptionChange(listener, 'monitorNested', event.currentTarget.checked);
              }}
            />
          </Stack>
        </Collapse>
      )}
    </Stack>
  );
}
