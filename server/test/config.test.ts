import { describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_ARCHIVE_LIMITS } from '../src/config';

describe('configFromEnv: sharing and downloads', () => {
  it('defaults the public address to where the server listens, and the limits and lists as documented', () => {
    const config = configFromEnv({});
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.undownloadableExtensions).toEqual([]);
    expect(config.downloadRequirements).toEqual([]);
    expect(config.archiveLimits).toEqual(DEFAULT_ARCHIVE_LIMITS);
    expect(DEFAULT_ARCHIVE_LIMITS).toEqual({ maxBytes: 4_294_967_295, maxFiles: 10_000 });
  });

  it('derives a reachable default address from a wildcard or IPv6 host', () => {
    expect(configFromEnv({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(configFromEnv({ HOST: '::1' }).publicUrl).toBe('http://[::1]:8080');
  });

  it('takes PUBLIC_URL without its trailing slash, a path prefix included, and refuses other addresses', () => {
    expect(configFromEnv({ PUBLIC_URL: 'https://cde.sevkvartal.ru/' }).publicUrl).toBe('https://cde.sevkvartal.ru');
    expect(configFromEnv({ PUBLIC_URL: 'https://example.org/cde/' }).publicUrl).toBe('https://example.org/cde');
    for (const value of ['ftp://example.org', 'https://example.org/?a=1', 'not an address'])
      expect(() => configFromEnv({ PUBLIC_URL: value })).toThrow();
  });

  it('reads the undownloadable extensions in lower case with their dot', () => {
    expect(configFromEnv({ UNDOWNLOADABLE_EXTENSIONS: ' .EXE, bat ,, .Cmd' }).undownloadableExtensions).toEqual([
      '.exe',
      '.bat',
      '.cmd',
    ]);
  });

  it('reads the download requirements as JSON and refuses bad ids, blank texts and repeated ids', () => {
    const nda = { id: 'nda-sevkvartal', text: 'Не передавать третьим лицам.', buttonName: 'Подтверждаю' };
    expect(configFromEnv({ DOWNLOAD_REQUIREMENTS: JSON.stringify([nda]) }).downloadRequirements).toEqual([nda]);
    for (const requirements of [
      [{ ...nda, id: 'nda/1' }],
      [{ ...nda, id: '' }],
      [{ ...nda, text: '  ' }],
      [{ ...nda, buttonName: '' }],
      [nda, nda],
      { nda },
    ])
      expect(() => configFromEnv({ DOWNLOAD_REQUIREMENTS: JSON.stringify(requirements) })).toThrow();
    expect(() => configFromEnv({ DOWNLOAD_REQUIREMENTS: '[' })).toThrow();
  });

  it('reads the archive limits as positive integers', () => {
    expect(configFromEnv({ ARCHIVE_MAX_BYTES: '1048576', ARCHIVE_MAX_FILES: '50' }).archiveLimits).toEqual({
      maxBytes: 1_048_576,
      maxFiles: 50,
    });
    for (const value of ['0', '-1', '1.5', 'many']) expect(() => configFromEnv({ ARCHIVE_MAX_FILES: value })).toThrow();
  });

  it('reads the model conversion settings and the external model viewer', () => {
    expect(configFromEnv({}).modelConversion).toMatchObject({ timeoutMs: 600_000, memoryMiB: 4096 });
    expect(configFromEnv({}).modelViewerUrl).toBeUndefined();
    const config = configFromEnv({
      MODEL_CONVERSION_TIMEOUT_SECONDS: '60',
      MODEL_CONVERSION_MEMORY_MB: '1024',
      MODEL_VIEWER_URL: 'https://viewer.sevkvartal.ru/bim/',
    });
    expect(config.modelConversion).toMatchObject({ timeoutMs: 60_000, memoryMiB: 1024 });
    expect(config.modelViewerUrl).toBe('https://viewer.sevkvartal.ru/bim/');
    expect(() => configFromEnv({ MODEL_VIEWER_URL: 'ftp://viewer' })).toThrow(/MODEL_VIEWER_URL/);
  });

  it('reads the office conversion settings, with LibreOffice one at a time for 120 s by default', () => {
    expect(configFromEnv({}).officeConversion).toEqual({
      command: 'soffice',
      timeoutMs: 120_000,
      concurrency: 1,
      maxQueued: 100,
    });
    const config = configFromEnv({
      SOFFICE_PATH: '/opt/libreoffice/program/soffice',
      OFFICE_CONVERSION_TIMEOUT_SECONDS: '30',
      OFFICE_CONVERSION_CONCURRENCY: '2',
      OFFICE_CONVERSION_QUEUE: '10',
    });
    expect(config.officeConversion).toEqual({
      command: '/opt/libreoffice/program/soffice',
      timeoutMs: 30_000,
      concurrency: 2,
      maxQueued: 10,
    });
    expect(() => configFromEnv({ OFFICE_CONVERSION_CONCURRENCY: '0' })).toThrow();
  });
});

describe('configFromEnv: blob storage', () => {
  const s3 = { BLOB_STORAGE: 's3', S3_BUCKET: 'cde-blobs' };

  it('keeps the blobs on local disk unless BLOB_STORAGE says s3', () => {
    expect(configFromEnv({}).blobStorage).toEqual({ kind: 'local' });
    expect(configFromEnv({ BLOB_STORAGE: 'local', S3_BUCKET: 'ignored' }).blobStorage).toEqual({ kind: 'local' });
    expect(() => configFromEnv({ BLOB_STORAGE: 'S3' })).toThrow('BLOB_STORAGE must be local or s3: S3');
  });

  it('reads an S3 bucket with AWS defaults: us-east-1, virtual-host style, the default credential chain, no prefix', () => {
    expect(configFromEnv(s3).blobStorage).toEqual({
      kind: 's3',
      bucket: 'cde-blobs',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('reads an S3-compatible server with its address, path style, static credentials and a prefix', () => {
    const config = configFromEnv({
      ...s3,
      S3_ENDPOINT: 'https://minio.sevkvartal.ru:9000/',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'cde',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/installations/north/',
    });
    expect(config.blobStorage).toEqual({
      kind: 's3',
      bucket: 'cde-blobs',
      region: 'eu-central-1',
      endpoint: 'https://minio.sevkvartal.ru:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'cde', secretAccessKey: 'secret' },
      prefix: 'installations/north/',
    });
  });

  it('refuses an S3 storage without a bucket, or with a bad address, flag, prefix or half the credentials', () => {
    expect(() => configFromEnv({ BLOB_STORAGE: 's3' })).toThrow('BLOB_STORAGE=s3 needs S3_BUCKET');
    expect(() => configFromEnv({ ...s3, S3_BUCKET: 'cde/blobs' })).toThrow(/S3_BUCKET/);
    expect(() => configFromEnv({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => configFromEnv({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
    expect(() => configFromEnv({ ...s3, S3_PREFIX: 'cde/../other' })).toThrow(/S3_PREFIX/);
    expect(() => configFromEnv({ ...s3, S3_PREFIX: 'cde//blobs' })).toThrow(/S3_PREFIX/);
    const halfCredentials = () => configFromEnv({ ...s3, S3_SECRET_ACCESS_KEY: 'do-not-print' });
    expect(halfCredentials).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
    expect(halfCredentials).not.toThrow(/do-not-print/);
  });
});
