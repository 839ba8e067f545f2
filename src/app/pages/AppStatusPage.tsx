import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';

export interface AppStatusPageProps {
  message?: string;
  busyLabel?: string;
  /** What the person can do about it (sign out of a disabled account). */
  action?: { label: string; onClick: () => void };
}

/** Full-page states of app start: a spinner, or a message in place of the app. */
export function AppStatusPage({ message, busyLabel, action }: AppStatusPageProps) {
  return (
    <Center h="100vh" p="md" aria-busy={message ? undefined : 'true'}>
      {message ? (
        <Stack maw={560}>
          <Text size="lg" role="alert">
            {message}
          </Text>
          {action ? (
            <Group>
              <Button variant="default" onClick={action.onClick}>
                {action.label}
              </Button>
            </Group>
          ) : null}
        </Stack>
      ) : (
        <Loader aria-label={busyLabel} />
      )}
    </Center>
  );
}
