import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { blobStorageFromEnv, type BlobStorageSettings } from './blob-storage-config';

/** Terms an account accepts once before it downloads (explorer.md §4 Directory download; platform.md §5). */
export interface DownloadRequirementSetting {
  /** The last segment of its acceptance endpoint: letters, digits, `-` and `_`. */
  id: string;
  /** What the account confirms; a changed text is asked again. */
  text: string;
  buttonName: string;
}

/** The largest zip a directory download builds; above either the directory is ArchiveVeryLarge. */
export interface ArchiveLimits {
  maxBytes: number;
  maxFiles: number;
}

/**
 * What the archive browser opens (docs/viewers.md); an archive over any of them is ArchiveVeryLarge, so that a zip
 * bomb is refused from its listing, before anything is unpacked.
 */
export interface ArchiveViewLimits {
  maxEntries: number;
  /** The uncompressed bytes all files declare together. */
  maxBytes: number;
  /** Declared bytes per byte of the archive, looked at once the declared bytes pass 64 MiB. */
  maxRatio: number;
  /** How long listing may take (a tar.gz is read through to list it). */
  listTimeoutMs: number;
}

/**
 * The conversion of office documents to PDF for the viewer (docs/viewers.md): LibreOffice in headless mode, a bounded
 * queue of conversions, each within a time limit.
 */
export interface OfficeConversionSettings {
  /** The LibreOffice program; office documents are viewable only where it runs. */
  command: string;
  timeoutMs: number;
  /** Conversions run at once: each LibreOffice takes about 200 MB and a core. */
  concurrency: number;
  /** Conversions waiting beyond those running; a further one is refused with 429 until the queue shortens. */
  maxQueued: number;
}

export const DEFAULT_OFFICE_CONVERSION: OfficeConversionSettings = {
  command: 'soffice',
  timeoutMs: 120_000,
  concurrency: 1,
  maxQueued: 100,
};

/** The model service's conversions of IFC models for the model viewer (docs/models.md). */
export interface ModelConversionSettings {
  timeoutMs: number;
  /** The converter's heap, in MiB: the largest fixture (9 MB of IFC) takes about 300. */
  memoryMiB: number;
  /** A running conversion whose process has not beaten for this long is taken over by another (or the restarted) one. */
  staleMs: number;
  /** How often a process looks for queued conversions that another process queued. */
  pollMs: number;
}

export const DEFAULT_MODEL_CONVERSION: ModelConversionSettings = {
  timeoutMs: 600_000,
  memoryMiB: 4096,
  staleMs: 30_000,
  pollMs: 2_000,
};

/** The server's settings, all from the environment with embedded defaults (docs/server.md: Configuration). */
export interface ServerConfig {
  host: string;
  port: number;
  /** Where the embedded database and the blobs live. */
  dataDir: string;
  /** PostgreSQL connection string; null selects the embedded SQLite database under dataDir. */
  databaseUrl: string | null;
  /** The OpenID issuer whose JWKS signs the access tokens; null when the local provider is used. */
  issuer: string | null;
  /** The audience the access tokens are issued for. */
  audience: string;
  /** The address people reach the server at, without a trailing slash: shared links are built on it. */
  publicUrl: string;
  /** File extensions (lower case, with the dot) nobody downloads (explorer.md §5); the app receives the same list. */
  undownloadableExtensions: readonly string[];
  downloadRequirements: readonly DownloadRequirementSetting[];
  archiveLimits: ArchiveLimits;
  archiveViewLimits: ArchiveViewLimits;
  officeConversion: OfficeConversionSettings;
  mail: MailSettings;
  /** How long an upload's body may send nothing before it is dropped; by default UPLOAD_IDLE_TIMEOUT_MS. */
  uploadIdleTimeoutMs?: number;
  /**
   * How long a notification waits for the e-mail digest that takes every notification of the account so far
   * (NOTIFICATION_DIGEST_SECONDS; by default DEFAULT_NOTIFICATION_DIGEST_MS, docs/notifications.md).
   */
  notificationDigestMs?: number;
  /** The online office editor (docs/office-editing.md); absent when none is configured. */
  officeEditor?: OfficeEditorSettings;
  /** The model conversions; DEFAULT_MODEL_CONVERSION unless set (MODEL_CONVERSION_*). */
  modelConversion?: ModelConversionSettings;
  /** An external model viewer the app frames instead of its own (MODEL_VIEWER_URL, Configuration.tanglViewerUrl). */
  modelViewerUrl?: string;
  /** Where file contents live (BLOB_STORAGE); local disk under dataDir when absent. */
  blobStorage?: BlobStorageSettings;
  /**
   * The proxies (addresses or CIDR ranges, TRUST_PROXY) whose X-Forwarded-For and X-Forwarded-Proto are believed, so
   * that behind nginx the client's address is the person's (per-address limits) and not the proxy's; none by default.
   */
  trustedProxies?: readonly string[];
}

/**
 * Collabora Online, embedded through WOPI (openapi/wopi-host.md): where its discovery is, and the address at which the
 * editor's server reaches this one (WOPI_URL, by default the public address).
 */
export interface OfficeEditorSettings {
  collaboraUrl: string;
  wopiUrl: string;
}

export const DEFAULT_NOTIFICATION_DIGEST_MS = 5 * 60_000;

/** Outgoing e-mail (invitations): SMTP when configured, else .eml files under `<dataDir>/mail` (docs/server.md). */
export interface MailSettings {
  /** `smtp://user:password@host:587`, `smtps://…`; null keeps each message as a file. */
  smtpUrl: string | null;
  /** The sender, `Name <address>` or an address. */
  from: string;
}

/** A zip of 4294967295 bytes at most, the upload limit of explorer.md §9, so that what went up in one piece comes back. */
export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = { maxBytes: 4_294_967_295, maxFiles: 10_000 };

export const DEFAULT_ARCHIVE_VIEW_LIMITS: ArchiveViewLimits = {
  maxEntries: 50_000,
  maxBytes: 8 * 1024 ** 3,
  maxRatio: 1000,
  listTimeoutMs: 30_000,
};

const requirementsSchema = z
  .array(
    z.object({
      id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
      text: z.string().trim().min(1),
      buttonName: z.string().trim().min(1),
    }),
  )
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, 'requirement ids must be unique');

/** The default public address: where the server listens, with a host others can reach for a wildcard one. */
export function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${String(port)}`;
}

/** An http(s) address without query or fragment; the trailing slash is dropped so that paths can be appended. */
export function parsePublicUrl(value: string, name = 'PUBLIC_URL'): string {
  const url = new URL(value);
  if (!['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '')
    throw new Error(`${name} must be an http(s) address without query or fragment: ${value}`);
  return url.href.replace(/\/+$/, '');
}

/** `.exe, BAT` → ['.exe', '.bat']: the app and the policies compare lower case with the dot. */
export function parseExtensions(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '')
    .map((item) => (item.startsWith('.') ? item : `.${item}`));
}

export function parseDownloadRequirements(value: string): DownloadRequirementSetting[] {
  const parsed = requirementsSchema.safeParse(JSON.parse(value));
  if (!parsed.success) throw new Error(`DOWNLOAD_REQUIREMENTS is not valid: ${parsed.error.message}`);
  return parsed.data;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0) throw new Error(`${name} must be a positive integer: ${value}`);
  return number;
}

export const DEFAULT_MAIL_FROM = 'Среда общих данных <cde@localhost>';

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env['HOST'] ?? '127.0.0.1';
  const port = Number(env['PORT'] ?? '8080');
  return {
    host,
    port,
    dataDir: resolve(env['DATA_DIR'] ?? 'data'),
    databaseUrl: env['DATABASE_URL'] ?? null,
    issuer: env['OIDC_ISSUER'] ?? null,
    audience: env['OIDC_AUDIENCE'] ?? 'urn:cde:api',
    publicUrl: parsePublicUrl(env['PUBLIC_URL'] ?? defaultPublicUrl(host, port)),
    undownloadableExtensions: parseExtensions(env['UNDOWNLOADABLE_EXTENSIONS'] ?? ''),
    downloadRequirements: parseDownloadRequirements(env['DOWNLOAD_REQUIREMENTS'] ?? '[]'),
    archiveLimits: {
      maxBytes: positiveInteger('ARCHIVE_MAX_BYTES', env['ARCHIVE_MAX_BYTES'], DEFAULT_ARCHIVE_LIMITS.maxBytes),
      maxFiles: positiveInteger('ARCHIVE_MAX_FILES', env['ARCHIVE_MAX_FILES'], DEFAULT_ARCHIVE_LIMITS.maxFiles),
    },
    archiveViewLimits: archiveViewLimitsFromEnv(env),
    officeConversion: officeConversionFromEnv(env),
    mail: { smtpUrl: env['SMTP_URL'] ?? null, from: env['MAIL_FROM'] ?? DEFAULT_MAIL_FROM },
    ...(env['UPLOAD_IDLE_TIMEOUT_SECONDS'] === undefined
      ? {}
      : {
          uploadIdleTimeoutMs:
            1000 * positiveInteger('UPLOAD_IDLE_TIMEOUT_SECONDS', env['UPLOAD_IDLE_TIMEOUT_SECONDS'], 60),
        }),
    ...(env['NOTIFICATION_DIGEST_SECONDS'] === undefined
      ? {}
      : {
          notificationDigestMs:
            1000 * positiveInteger('NOTIFICATION_DIGEST_SECONDS', env['NOTIFICATION_DIGEST_SECONDS'], 300),
        }),
    ...officeEditorFromEnv(env, host, port),
    modelConversion: {
      ...DEFAULT_MODEL_CONVERSION,
      timeoutMs:
        1000 *
        positiveInteger(
          'MODEL_CONVERSION_TIMEOUT_SECONDS',
          env['MODEL_CONVERSION_TIMEOUT_SECONDS'],
          DEFAULT_MODEL_CONVERSION.timeoutMs / 1000,
        ),
      memoryMiB: positiveInteger('MODEL_CONVERSION_MEMORY_MB', env['MODEL_CONVERSION_MEMORY_MB'], 4096),
    },
    ...(env['MODEL_VIEWER_URL'] === undefined || env['MODEL_VIEWER_URL'].trim() === ''
      ? {}
      : { modelViewerUrl: `${parsePublicUrl(env['MODEL_VIEWER_URL'].trim(), 'MODEL_VIEWER_URL')}/` }),
    blobStorage: blobStorageFromEnv(env),
    ...trustedProxiesFromEnv(env['TRUST_PROXY']),
  };
}

const CIDR_PREFIX = /^\d{1,3}$/u;
/** proxy-addr's names for ranges: 127.0.0.0/8 and ::1, link-local, and private (unique local) addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: a comma-separated list of addresses or CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`), or the names
 * `loopback`, `linklocal`, `uniquelocal`.
 */
export function trustedProxiesFromEnv(value: string | undefined): { trustedProxies?: readonly string[] } {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (CIDR_PREFIX.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (family === 0 || !prefixOk || rest.length > 0)
      throw new Error(
        `TRUST_PROXY takes addresses, CIDR ranges or loopback, linklocal, uniquelocal, separated by commas; not '${entry}'.`,
      );
  }
  return entries.length === 0 ? {} : { trustedProxies: entries };
}

function officeEditorFromEnv(env: NodeJS.ProcessEnv, host: string, port: number): Pick<ServerConfig, 'officeEditor'> {
  const collabora = env['COLLABORA_URL'];
  if (collabora === undefined || collabora.trim() === '') return {};
  return {
    officeEditor: {
      collaboraUrl: parsePublicUrl(collabora.trim(), 'COLLABORA_URL'),
      wopiUrl: parsePublicUrl(env['WOPI_URL'] ?? env['PUBLIC_URL'] ?? defaultPublicUrl(host, port), 'WOPI_URL'),
    },
  };
}

function archiveViewLimitsFromEnv(env: NodeJS.ProcessEnv): ArchiveViewLimits {
  const defaults = DEFAULT_ARCHIVE_VIEW_LIMITS;
  return {
    maxEntries: positiveInteger('ARCHIVE_VIEW_MAX_ENTRIES', env['ARCHIVE_VIEW_MAX_ENTRIES'], defaults.maxEntries),
    maxBytes: positiveInteger('ARCHIVE_VIEW_MAX_BYTES', env['ARCHIVE_VIEW_MAX_BYTES'], defaults.maxBytes),
    maxRatio: positiveInteger('ARCHIVE_VIEW_MAX_RATIO', env['ARCHIVE_VIEW_MAX_RATIO'], defaults.maxRatio),
    listTimeoutMs: defaults.listTimeoutMs,
  };
}

function officeConversionFromEnv(env: NodeJS.ProcessEnv): OfficeConversionSettings {
  const defaults = DEFAULT_OFFICE_CONVERSION;
  const seconds = positiveInteger(
    'OFFICE_CONVERSION_TIMEOUT_SECONDS',
    env['OFFICE_CONVERSION_TIMEOUT_SECONDS'],
    defaults.timeoutMs / 1000,
  );
  return {
    command: env['SOFFICE_PATH'] ?? defaults.command,
    timeoutMs: seconds * 1000,
    concurrency: positiveInteger(
      'OFFICE_CONVERSION_CONCURRENCY',
      env['OFFICE_CONVERSION_CONCURRENCY'],
      defaults.concurrency,
    ),
    maxQueued: positiveInteger('OFFICE_CONVERSION_QUEUE', env['OFFICE_CONVERSION_QUEUE'], defaults.maxQueued),
  };
}
