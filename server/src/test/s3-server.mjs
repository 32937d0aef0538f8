// Runs s3rver for startS3Server (storage.ts beside this file), in a process of its own:
// s3rver's listing pages use DES, which Node's OpenSSL 3 has only with --openssl-legacy-provider,
// and its work stays out of the memory the tests measure. Prints its port, then serves until
// its standard input closes.
import S3rver from '@20minutes/s3rver';

const [directory = '', bucket = ''] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  // s3rver checks a path-style bucket listing against `/bucket` where the SDK signs `/bucket/`:
  // it would refuse every listing. Credentials are still required, just not verified.
  allowMismatchedSignatures: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await server.run();
process.stdout.write(`${port}\n`);
process.stdin.resume();
process.stdin.on('end', () => server.close(() => process.exit(0)));
