// A local S3 API for the contract tests: s3rver (a devDependency) in a child process, started by
// s3Server.ts on a free port. It runs under --openssl-legacy-provider because s3rver makes the
// continuation tokens of paged listings with DES, which OpenSSL 3 leaves out by default.
// Arguments: the directory that holds the buckets, then the bucket names. Prints {"port": N} once
// listening; stops when its standard input closes (the test ended, or its process died).
import S3rver from 's3rver';

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: buckets.map((name) => ({ name })),
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on('end', () => {
  server.close().finally(() => process.exit(0));
});
process.stdin.resume();
