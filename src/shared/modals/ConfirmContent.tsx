import { Anchor, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmItemsPage } from './confirm-items.utils';
import { initialCheckboxValues, type ConfirmOptions } from './confirm-options';

export interface ConfirmContentProps {
  options: ConfirmOptions;
  /** Every change of a checkbox, so that closing the dialog by the cross still reports the values. */
  onCheckboxesChange: (values: Record<string, boolean>) => void;
  onConfirm: (values: Record<string, boolean>) => void;
  onCancel: () => void;
}

/** The body of the confirm modal: message, paged item list, checkboxes and the two buttons. */
export function ConfirmContent({ options, onCheckboxesChange, onConfirm, onCancel }: ConfirmContentProps) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const [values, setValues] = useState(() => initialCheckboxValues(options.checkboxes));
  const { visible, hasMore } = confirmItemsPage(options.items ?? [], pages);

  const setValue = (name: string, checked: boolean) => {
    const next = { ...values, [name]: checked };
    setValues(next);
    onCheckboxesChange(next);
  };

  return (
    <Stack>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{options.message}</Text>
      {visible.length > 0 && (
        <Stack gap={4}>
          <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
            {visible.map((item, index) => (
              // Items are display names and may repeat, so the position is part of the key.
              <List.Item key={`${String(index)}-${item}`}>{item}</List.Item>
            ))}
          </List>
          {hasMore && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setPages((current) => current + 1);
              }}
            >
              {t('modals.showMore')}
            </Anchor>
          )}
        </Stack>
      )}
      {options.checkboxes?.map((checkbox) => (
        <Checkbox
          key={checkbox.name}
          label={checkbox.label}
          checked={values[checkbox.name] ?? false}
          onChange={(event) => {
            setValue(checkbox.name, event.currentTarget.checked);
          }}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {options.cancelLabel ?? t('modals.cancel')}
        </Button>
        <Button
          onClick={() => {
            onConfirm(values);
          }}
          data-autofocus
        >
          {options.okLabel ?? t('modals.yes')}
        </Button>
      </Group>
    </Stack>
  );
}
