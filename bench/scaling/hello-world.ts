import Fastify from 'fastify';

/**
 * The yardstick of bench/scaling.bench.ts: Fastify's hello world (the framework's own benchmark) on this machine, in
 * a process of its own. Prints its port once it listens.
 */
const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`listening ${new URL(address).port}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
