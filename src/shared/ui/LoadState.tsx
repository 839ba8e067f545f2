import { Alert, Center, Loader } from '@mantine/core';
import { ErrorText } from '../modals/ErrorText';

export interface LoadStateProps {
  pending: boolean;
  error: unknown;
  /** Accessible name of the spinner. */
  loadingLabel: string;
}

/** What a pane shows instead of its content while loading, or when loading failed (explorer.md §8: errors in place). */
export function LoadState({ pending, error, loadingLabel }: LoadStateProps) {
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        <ErrorText error={error} />
      </Alert>
    );
  }
  if (!pending) return null;
  return (
    <Center p="xl">
      <Loader role="status" aria-label={loadingLabel} />
    </Center>
  );
}
