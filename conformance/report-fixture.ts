import type { ConformanceReport } from './report-model';

/** One report of each outcome for the renderers' tests, with a hostile body and a token that must not show. */
export const report: ConformanceReport = {
  target: 'http://localhost:8080/api/v1',
  contractVersion: '1.0.0',
  startedAt: '2025-01-02T03:04:05.000Z',
  durationMs: 12_345,
  operations: [
    {
      operationId: 'getDirectory',
      method: 'get',
      path: '/directories/{directoryId}',
      tag: 'Directories',
      outcome: 'passed',
      checks: [
        { title: 'reads the kit’s own directory', passed: true },
        { title: 'refuses an unknown id with 404 UnknownDirectory', passed: true },
      ],
    },
    {
      operationId: 'createDirectory',
      method: 'post',
      path: '/directories',
      tag: 'Directories',
      outcome: 'failed',
      checks: [
        {
          title: 'creates a directory in the kit’s own directory',
          passed: false,
          complaint: 'answered 500, which the contract does not declare',
          exchange: {
            request: {
              method: 'POST',
              url: 'http://localhost:8080/api/v1/directories',
              headers: { authorization: 'Bearer secret-token', 'content-type': 'application/json' },
              body: JSON.stringify({ name: 'x'.repeat(800) }),
            },
            response: {
              status: 500,
              headers: { 'Content-Type': 'text/html' },
              body: '<script>alert(1)</script> & \u001b[2J\u0000',
            },
          },
        },
        { title: 'refuses an empty name with 400', passed: true },
      ],
    },
    {
      operationId: 'deleteAccount',
      method: 'delete',
      path: '/me',
      tag: 'Account',
      outcome: 'not-exercised',
      reason: 'the kit does not delete its own account',
      checks: [],
    },
  ],
};
