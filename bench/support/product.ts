import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';

/** What the benchmarks that run the whole product share: `npm start`'s server, signing in, uploading. */

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURES = resolve(ROOT, '../shared/fixtures');
export const DEMO_PROJECT = 'ЖК «Северный квартал». Корпус 2';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
export const figure = (values: number[], unit = 'ms', digits = 0) =>
  `${median(values).toFixed(digits)} ${unit} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

/**
 * `npm start`'s server and app with the demo, on its own data directory; resolves once it listens. `databaseUrl` picks
 * the database: a PostgreSQL URL (DATABASE_URL; files still go under the data directory), null for SQLite under the
 * data directory whatever this process's DATABASE_URL says, or left out to inherit this process's environment.
 * `onSpawn` gets the process at once, before it listens (to stop it when the caller is interrupted while it starts).
 */
export function startProduct(
  dataDir: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
  options: { databaseUrl?: string | null; onSpawn?: (child: ChildProcess) => void } = {},
): Promise<ChildProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  };
  if (options.databaseUrl === null) delete childEnv['DATABASE_URL'];
  else if (options.databaseUrl !== undefined) childEnv['DATABASE_URL'] = options.databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  options.onSpawn?.(child);
  return new Promise((resolvePromise, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('The app:')) resolvePromise(child);
    });
    child.once('exit', (code) => {
      reject(new Error(`The product exited with ${String(code)}:\n${output}`));
    });
  });
}

/** Stops the product as Ctrl-C would (SIGTERM: it closes the server and the database) and waits for it to exit. */
export async function stopProduct(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolvePromise) => {
    child.once('exit', () => {
      resolvePromise();
    });
  });
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Signs in with the demo's password and opens the demo project; its directory id. */
export async function signInToDemoProject(page: Page, login: string): Promise<string> {
  await page.goto('/0/');
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL(/\/0\/directories/);
  await page.getByRole('tree', { name: 'Каталоги' }).getByText(DEMO_PROJECT).click();
  await page.waitForURL(/\/directories\/[0-9a-f-]{36}/);
  return /\/directories\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
}

/** The signed-in page's access token, for calls the benchmark makes itself. */
export function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((item) => item.startsWith('oidc.user:')) ?? '';
    return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token ?? '';
  });
}

/** Uploads a file into the directory through the API, with the signed-in page's token; the document's id. */
export async function uploadThroughPage(page: Page, directoryId: string, name: string, path: string): Promise<string> {
  const content = (await readFile(path)).toString('base64');
  const token = await accessToken(page);
  return page.evaluate(
    async (file: { directoryId: string; name: string; content: string; token: string }) => {
      const form = new FormData();
      const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0));
      form.append('file', new Blob([bytes]), file.name);
      form.append('parentDirectoryId', file.directoryId);
      const response = await fetch('/v1/documents', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${file.token}` },
      });
      if (!response.ok) throw new Error(await response.text());
      return ((await response.json()) as { data: { id: string } }).data.id;
    },
    { directoryId, name, content, token },
  );
}
