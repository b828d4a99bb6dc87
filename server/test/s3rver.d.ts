/** The part of s3rver 3's programmatic API the tests use (the package ships no types). */
declare module 's3rver' {
  export interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** Node's HTTP server, once it runs. */
    httpServer: import('node:http').Server;
  }
}
