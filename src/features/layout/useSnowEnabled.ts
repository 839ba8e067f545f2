import { useLocalStorage } from '@mantine/hooks';

/** The snowfall switch is a device setting (explorer.md §1): on unless the user turned it off. */
export const SNOW_STORAGE_KEY = 'cde.snow';

/**
 * The snowfall flag and its setter. Mantine's storage hook keeps every user of the flag in step (the profile menu
 * switches it, the separately mounted snowfall reads it) and follows other tabs.
 */
export function useSnowEnabled(): [boolean, (enabled: boolean) => void] {
  const [enabled, setEnabled] = useLocalStorage<boolean>({
    key: SNOW_STORAGE_KEY,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  return [enabled, setEnabled];
}
