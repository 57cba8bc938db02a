/**
 * Which blob store a server or worker uses: the data directory (the embedded default) or an
 * S3-compatible bucket, given as the `blobs` server option or, on the command line, as a URL:
 *
 *   s3://BUCKET[/PREFIX][?region=R&endpoint=http://HOST:PORT&path_style=true|false]
 *
 * Credentials never go in the URL (it is printed and kept in shell history): they come from the
 * AWS SDK's usual places, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY first.
 */
import { join } from 'node:path';
import type { BlobStore } from './blobStore';
import { LocalBlobStore } from './localBlobStore';
import { S3BlobStore, s3OptionsProblem, type S3BlobStoreOptions } from './s3BlobStore';

/** The `blobs` option: files under `<dataDir>/blobs` (default), or an S3-compatible bucket. */
export type BlobStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3BlobStoreOptions);

/** Raised for a blob URL or config that cannot work; the message names the part that is wrong. */
export class BlobConfigError extends Error {
  override readonly name = 'BlobConfigError';
}

const SHAPE = 's3://BUCKET/PREFIX?region=R&endpoint=http://HOST:PORT&path_style=true';
const PARAMETERS = ['region', 'endpoint', 'path_style'];

/**
 * Reads a blob URL (`--blob-url`, CURBCUT_BLOB_URL) into a config; `source` names where it came
 * from in messages. Throws a BlobConfigError naming the bad part.
 */
export function parseBlobUrl(text: string, source = 'The blob URL'): BlobStoreConfig {
  const invalid = (reason: string) => new BlobConfigError(`${source} must look like ${SHAPE}: ${reason}.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('it is not a URL');
  }
  if (url.protocol !== 's3:') throw invalid(`it starts with "${url.protocol}//", not "s3://" (leave it out to keep blobs in the data directory)`);
  if (url.username !== '' || url.password !== '') {
    throw invalid('credentials do not go in the URL; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  if (url.hash !== '') throw invalid('it has a #fragment');
  if (url.port !== '') throw invalid('a port belongs in the endpoint parameter, not after the bucket');
  if (url.hostname === '') throw invalid('the bucket name is missing');
  const config: { kind: 's3' } & S3BlobStoreOptions = { kind: 's3', bucket: url.hostname };
  // Key segments have no characters that need %-escapes, so the path is taken as written.
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  if (prefix !== '') config.prefix = prefix;
  for (const [name, value] of url.searchParams) {
    if (name === 'region') {
      if (!/^[a-z0-9-]{1,64}$/.test(value)) throw invalid(`region "${value}" must be a region name such as eu-west-1`);
      config.region = value;
    } else if (name === 'endpoint') {
      config.endpoint = value;
    } else if (name === 'path_style') {
      if (value !== 'true' && value !== 'false') throw invalid(`path_style must be true or false, got "${value}"`);
      config.forcePathStyle = value === 'true';
    } else {
      throw invalid(`unknown parameter "${name}" (known: ${PARAMETERS.join(', ')})`);
    }
  }
  const problem = s3OptionsProblem(config);
  if (problem) throw invalid(problem);
  return config;
}

/** Where a config's blobs are, for a log line: the directory, or `s3://bucket/prefix/ at endpoint`. */
export function describeBlobConfig(config: BlobStoreConfig | undefined, dataDir: string): string {
  if (config?.kind !== 's3') return join(dataDir, 'blobs');
  const prefix = (config.prefix ?? '').replace(/^\/+|\/+$/g, '');
  return `s3://${config.bucket}/${prefix === '' ? '' : `${prefix}/`}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
}

/**
 * The blob store of a config (default: `<dataDir>/blobs`). A bucket is checked first (it exists,
 * the credentials may use it), so a wrong setting stops the start with a BlobConfigError.
 */
export async function openBlobStore(config: BlobStoreConfig | undefined, dataDir: string): Promise<BlobStore> {
  if (config === undefined || config.kind === 'local') return new LocalBlobStore(join(dataDir, 'blobs'));
  if (config.kind !== 's3') throw new BlobConfigError(`Unknown blob store kind "${(config as { kind: unknown }).kind}": use "local" or "s3".`);
  const problem = s3OptionsProblem(config);
  if (problem) throw new BlobConfigError(`Invalid S3 blob store: ${problem}.`);
  const store = new S3BlobStore(config);
  try {
    await store.verify();
  } catch (err) {
    await store.close();
    throw new BlobConfigError((err as Error).message, { cause: err });
  }
  return store;
}
