// The parts of s3rver (which ships no types) that s3-server.mjs uses.
declare module '@20minutes/s3rver' {
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      directory: string;
      silent: boolean;
      allowMismatchedSignatures: boolean;
      configureBuckets: { name: string; configs: string[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(callback: () => void): void;
  }
}
