// s3rver ships no type definitions; this declares only the part of its 3.7 API the tests use. Not named s3rver.d.ts,
// as TypeScript drops a .d.ts that shares its base name with a .ts file next to it. The package is CommonJS, its
// class the module itself (`module.exports = S3rver`), hence `export =`.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0 for a free port. */
    port?: number;
    /** Where the buckets are kept as files. */
    directory?: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }

  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  export = S3rver;
}
