import { parseArgs } from 'node:util';
import { startMockServer } from './prism-mock';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env['MOCK_PORT'] ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    dynamic: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});

const mock = await startMockServer({
  port: Number(values.port),
  host: values.host,
  dynamic: values.dynamic,
  verbose: values.verbose,
});

console.log(`Prism mock of openapi/v1.yaml (${values.dynamic ? 'dynamic' : 'examples'}) at ${mock.origin}/v1`);
console.log(`Try: curl -H 'Authorization: Bearer dev' ${mock.origin}/v1/directories/root/fetch`);

const stop = (): void => {
  void mock.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
