import { ModalsProvider } from '@mantine/modals';
import { ModalsReady } from './modals-ready';

/**
 * Mantine's modals provider, in a chunk of its own that `ModalHost` loads: imported from here rather than from the
 * package in `import()`, which would put the whole package (the provider too) beside `modals` in the first load.
 */
export function ModalsProviderPart() {
  return (
    <ModalsProvider>
      <ModalsReady />
    </ModalsProvider>
  );
}
