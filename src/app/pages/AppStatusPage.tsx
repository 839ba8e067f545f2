import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-page states of app start: a spinner, or a message in place of the app. */
export function AppStatusPage({ message, busyLabel }: { message?: string; busyLabel?: string }) {
  return (
    <Center h="100vh" p="md" aria-busy={message ? undefined : 'true'}>
      {message ? (
        <Stack maw={560}>
          <Text size="lg" role="alert">
            {message}
          </Text>
        </Stack>
      ) : (
        <Loader aria-label={busyLabel} />
      )}
    </Center>
  );
}
