import type { S3StorageSettings } from './storage/s3-storage';

/** The blobs on this machine's disk, or in an S3 bucket that several servers share (docs/scaling.md). */
export type BlobStorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3StorageSettings);

/** A set variable's trimmed value; an empty one counts as unset, as a blank line in an env file would give. */
function setting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** BLOB_STORAGE and the S3_* variables (README, docs/scaling.md). */
export function blobStorageFromEnv(env: NodeJS.ProcessEnv): BlobStorageSettings {
  const kind = setting(env, 'BLOB_STORAGE') ?? 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`BLOB_STORAGE must be local or s3: ${kind}`);
  const bucket = setting(env, 'S3_BUCKET');
  if (bucket === undefined) throw new Error('BLOB_STORAGE=s3 needs S3_BUCKET, the name of the bucket');
  if (/[\s/]/.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name, without slashes or spaces: ${bucket}`);
  const endpoint = setting(env, 'S3_ENDPOINT');
  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY');
  // One without the other is a mistake, not a request for the SDK's default chain; the secret is never echoed.
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  return {
    kind,
    bucket,
    region: setting(env, 'S3_REGION') ?? 'us-east-1',
    ...(endpoint === undefined ? {} : { endpoint: parseEndpoint(endpoint) }),
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', setting(env, 'S3_FORCE_PATH_STYLE') ?? 'false'),
    ...(accessKeyId === undefined || secretAccessKey === undefined
      ? {}
      : { credentials: { accessKeyId, secretAccessKey } }),
    prefix: parseS3Prefix(setting(env, 'S3_PREFIX') ?? ''),
  };
}

function parseBoolean(name: string, value: string): boolean {
  if (value === 'true' || value === 'false') return value === 'true';
  throw new Error(`${name} must be true or false: ${value}`);
}

/** `cde`, `/cde/` → `cde/`: a folder of the bucket; its segments are plain names, so no key can leave it. */
export function parseS3Prefix(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  if (trimmed.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    throw new Error(`S3_PREFIX must be a folder path without empty, . or .. segments: ${value}`);
  return `${trimmed}/`;
}

/** An S3-compatible server's http(s) address, without its trailing slash, as the SDK's `endpoint` takes it. */
function parseEndpoint(value: string): string {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`S3_ENDPOINT must be an http(s) address: ${value}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '')
    throw new Error(`S3_ENDPOINT must be an http(s) address without query or fragment: ${value}`);
  return url.href.replace(/\/+$/, '');
}
