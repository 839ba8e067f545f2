import type { TestProject } from 'vitest/node';
import { startMockServer } from '../../mocks/prism-mock';

declare module 'vitest' {
  export interface ProvidedContext {
    mockOrigin: string;
  }
}

/** One Prism mock for the whole contract suite, the same one `npm run mock` starts. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mock = await startMockServer();
  project.provide('mockOrigin', mock.origin);
  return () => mock.close();
}
