import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedItemList } from './PagedItemList';
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
  const [values, setValues] = useState(() => initialCheckboxValues(options.checkboxes));

  const setValue = (name: string, checked: boolean) => {
    const next = { ...values, [name]: checked };
    setValues(next);
    onCheckboxesChange(next);
  };

  return (
    <Stack>
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{options.message}</Text>
      <PagedItemList items={options.items ?? []} />
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
