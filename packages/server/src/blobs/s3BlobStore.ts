/**
 * BlobStore in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2, ...) through the AWS SDK
 * v3, so several servers and workers on several machines share one store. The SDK is imported on
 * first use: a server on local disk never loads it.
 *
 * - put: a single PutObject for bytes and text; a stream of unknown length goes through lib-storage's
 *   Upload (multipart past one part). S3 makes an object visible only once complete, so readers see
 *   the old bytes or the new, as on disk. A multipart upload that fails is aborted; a lifecycle rule
 *   on the bucket ("abort incomplete multipart uploads") catches one a crash left behind.
 * - get with a range: one ranged GetObject (`Range: bytes=a-b`); the PDF viewer and the stored
 *   datasets read this way.
 * - Missing objects (NoSuchKey, a 404 HEAD) answer null or false, like the disk store.
 */
import type { Readable as ReadableType } from 'node:stream';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  isValidBlobKey,
  validateBlobKey,
  validateBlobPrefix,
  validateBlobRange,
  type BlobBody,
  type BlobInfo,
  type BlobListing,
  type BlobRange,
  type BlobStore,
} from './blobStore';

/** Where an S3BlobStore keeps its blobs and how it reaches them. */
export interface S3BlobStoreOptions {
  /** The bucket; it must exist (the server does not create it). */
  bucket: string;
  /** Key prefix inside the bucket, whole segments (`curbcut` or `curbcut/prod`); default none. */
  prefix?: string;
  /** Region; default AWS_REGION, else AWS_DEFAULT_REGION, else us-east-1. */
  region?: string;
  /** S3 API address of a store other than AWS (`http://127.0.0.1:9000` for MinIO). */
  endpoint?: string;
  /** `http://endpoint/bucket/key` rather than `http://bucket.endpoint/key`: what MinIO needs. Default: true with `endpoint`. */
  forcePathStyle?: boolean;
  /** Credentials; default the SDK's chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, profiles, instance roles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  /** Objects per listing request (1 to 1000, default 1000); tests lower it to exercise paging. */
  listPageSize?: number;
}

type ClientSdk = typeof import('@aws-sdk/client-s3');
type StorageSdk = typeof import('@aws-sdk/lib-storage');

interface Sdk {
  s3: ClientSdk;
  Upload: StorageSdk['Upload'];
  client: S3Client;
}

/** Multipart part size: S3's minimum is 5 MiB; two parts in flight bound an upload's memory at 16 MiB. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** Blobs as objects of one bucket, under an optional key prefix. */
export class S3BlobStore implements BlobStore {
  readonly bucket: string;
  /** The key prefix with its trailing `/`, or `''`. */
  readonly prefix: string;
  private readonly options: S3BlobStoreOptions;
  private sdk: Promise<Sdk> | undefined;

  constructor(options: S3BlobStoreOptions) {
    const problem = s3OptionsProblem(options);
    if (problem) throw new Error(`Invalid S3 blob store: ${problem}.`);
    this.options = options;
    this.bucket = options.bucket;
    const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    this.prefix = prefix === '' ? '' : `${prefix}/`;
  }

  /** Where the store is, for messages: `s3://bucket/prefix/` and the endpoint when not AWS. */
  describe(): string {
    return `s3://${this.bucket}/${this.prefix}${this.options.endpoint ? ` at ${this.options.endpoint}` : ''}`;
  }

  /**
   * Checks that the bucket exists and these credentials may use it (HeadBucket, which needs
   * s3:ListBucket), so a wrong bucket, endpoint or key fails at start rather than at the first upload.
   */
  async verify(): Promise<void> {
    const { s3, client } = await this.load();
    try {
      await client.send(new s3.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      throw new Error(`Cannot use the blob store ${this.describe()}: ${reasonOf(err)}`, { cause: err });
    }
  }

  async put(key: string, body: BlobBody): Promise<BlobInfo> {
    validateBlobKey(key);
    const { s3, client, Upload } = await this.load();
    if (!(body instanceof Readable)) {
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      await client.send(new s3.PutObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Body: bytes, ContentLength: bytes.byteLength }));
      return { key, size: bytes.byteLength };
    }
    let size = 0;
    let sourceError: unknown;
    async function* counted(source: ReadableType): AsyncGenerator<Buffer> {
      try {
        for await (const chunk of source) {
          const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk as Uint8Array);
          size += bytes.byteLength;
          yield bytes;
        }
      } catch (err) {
        sourceError = err;
        throw err;
      }
    }
    const upload = new Upload({
      client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: Readable.from(counted(body), { objectMode: false }) },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
    });
    try {
      await upload.done();
    } catch (err) {
      // When the source failed, Upload then aborts the multipart upload; a store that refuses the
      // abort would otherwise hide the reason the write failed.
      throw sourceError ?? err;
    }
    return { key, size };
  }

  async get(key: string, range?: BlobRange): Promise<ReadableType | null> {
    validateBlobKey(key);
    if (!range) return this.getObject(key, undefined);
    validateBlobRange(key, range, Number.MAX_SAFE_INTEGER);
    // HTTP cannot ask for no bytes: the size alone decides whether the empty range is inside.
    if (range.length === 0) {
      const info = await this.stat(key);
      if (!info) return null;
      validateBlobRange(key, range, info.size);
      return Readable.from([]);
    }
    return this.getObject(key, range);
  }

  async getRange(key: string, offset: number, length: number): Promise<Uint8Array | null> {
    const stream = await this.get(key, { offset, length });
    if (!stream) return null;
    const bytes = new Uint8Array(length);
    let done = 0;
    for await (const chunk of stream) {
      const part = chunk as Uint8Array;
      if (done + part.byteLength > length) throw new RangeError(`Blob "${key}" sent more than the ${length} bytes asked at ${offset}.`);
      bytes.set(part, done);
      done += part.byteLength;
    }
    if (done !== length) throw new RangeError(`Blob "${key}" ended at byte ${offset + done} while ${length - done} more were read.`);
    return bytes;
  }

  async stat(key: string): Promise<BlobInfo | null> {
    validateBlobKey(key);
    const { s3, client } = await this.load();
    try {
      const head = await client.send(new s3.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { key, size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** True when the object existed: S3's DELETE answers the same either way, so a HEAD asks first. */
  async delete(key: string): Promise<boolean> {
    const existed = (await this.stat(key)) !== null;
    if (!existed) return false;
    const { s3, client } = await this.load();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    return true;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async *list(prefix: string): AsyncIterable<BlobListing> {
    validateBlobPrefix(prefix);
    const { s3, client } = await this.load();
    let token: string | undefined;
    do {
      const page = await client.send(
        new s3.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${this.prefix}${prefix}`,
          MaxKeys: this.options.listPageSize ?? 1000,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        // Objects no key could name (written by something else) are not this store's blobs.
        if (key === undefined || !isValidBlobKey(key)) continue;
        yield { key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Releases the client's connections (a closing process; idle ones never keep it alive anyway). */
  async close(): Promise<void> {
    const sdk = this.sdk;
    this.sdk = undefined;
    if (sdk) (await sdk.catch(() => null))?.client.destroy();
  }

  private async getObject(key: string, range: BlobRange | undefined): Promise<ReadableType | null> {
    const { s3, client } = await this.load();
    let answer;
    try {
      answer = await client.send(
        new s3.GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.offset}-${range.offset + range.length - 1}` } : {}),
        }),
      );
    } catch (err) {
      if (isMissing(err)) return null;
      // A range that starts past the end: the size says so in the words of the disk store.
      if (range && statusOf(err) === 416) {
        const info = await this.stat(key);
        if (!info) return null;
        validateBlobRange(key, range, info.size);
      }
      throw err;
    }
    const body = answer.Body;
    if (!(body instanceof Readable)) throw new Error(`The S3 answer for blob "${key}" has no readable body.`);
    if (!range) return body;
    const served = servedRange(answer.ContentRange, answer.ContentLength);
    if (served) {
      try {
        validateBlobRange(key, range, served.total);
      } catch (err) {
        body.destroy();
        throw err;
      }
      if (served.start === range.offset && served.length === range.length) return body;
    }
    // The store sent other bytes than asked (the whole object, or a longer range: some S3 servers
    // read `bytes=0-0` as "from 0"): cut the asked ones out, so callers always get exactly them.
    const skip = range.offset - (served?.start ?? 0);
    if (skip < 0) {
      body.destroy();
      throw new Error(`The S3 store answered blob "${key}" from byte ${served?.start}, after the asked ${range.offset}.`);
    }
    return Readable.from(exactBytes(body, key, skip, range.length), { objectMode: false });
  }

  private objectKey(key: string): string {
    return `${this.prefix}${key}`;
  }

  private load(): Promise<Sdk> {
    this.sdk ??= (async () => {
      const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]);
      const o = this.options;
      const region = o.region ?? (process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || undefined);
      const client = new s3.S3Client({
        region: region ?? 'us-east-1',
        // Without a region of its own, a bucket in another AWS region is found by following S3's redirect.
        followRegionRedirects: region === undefined && o.endpoint === undefined,
        ...(o.endpoint !== undefined ? { endpoint: o.endpoint } : {}),
        forcePathStyle: o.forcePathStyle ?? o.endpoint !== undefined,
        ...(o.accessKeyId !== undefined && o.secretAccessKey !== undefined
          ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey, ...(o.sessionToken ? { sessionToken: o.sessionToken } : {}) } }
          : {}),
        // Since early 2025 the SDK adds CRC checksums to every upload (aws-chunked bodies with
        // trailing x-amz-checksum headers) and validates them on downloads. Many S3-compatible stores
        // (older MinIO, Ceph, R2, test servers) refuse or mishandle those: checksums only where an
        // operation requires them, as before. TLS still protects the bytes in transit.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // An unreachable endpoint fails a call in seconds instead of hanging it.
        requestHandler: { connectionTimeout: 10_000 },
      });
      return { s3, Upload: storage.Upload, client };
    })();
    this.sdk.catch(() => (this.sdk = undefined));
    return this.sdk;
  }
}

/** What is wrong with the options, or null. */
export function s3OptionsProblem(o: S3BlobStoreOptions): string | null {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(o.bucket)) {
    return `bucket "${o.bucket}" must be 3 to 63 lower-case letters, digits, "." and "-", starting and ending with a letter or digit`;
  }
  const prefix = (o.prefix ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && !isValidBlobKey(prefix)) {
    return `prefix "${o.prefix}" must be segments of letters, digits, ".", "_" and "-" separated by "/"`;
  }
  if (o.endpoint !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(o.endpoint);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return `endpoint "${o.endpoint}" must be an http:// or https:// URL`;
  }
  if ((o.accessKeyId === undefined) !== (o.secretAccessKey === undefined)) return 'give both the access key id and the secret access key, or neither';
  const page = o.listPageSize;
  if (page !== undefined && (!Number.isInteger(page) || page < 1 || page > 1000)) return `listPageSize ${page} must be a whole number from 1 to 1000`;
  return null;
}

/** `bytes START-END/TOTAL` as numbers; null when absent or unreadable (the store ignored the range). */
function servedRange(contentRange: string | undefined, contentLength: number | undefined): { start: number; length: number; total: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? '');
  if (match) return { start: Number(match[1]), length: Number(match[2]) - Number(match[1]) + 1, total: Number(match[3]) };
  // A whole-object answer: its length is the size.
  return contentLength === undefined ? null : { start: 0, length: contentLength, total: contentLength };
}

/** `length` bytes of `source` after its first `skip`; fails when the source ends before them. */
async function* exactBytes(source: ReadableType, key: string, skip: number, length: number): AsyncGenerator<Buffer> {
  let toSkip = skip;
  let left = length;
  // Leaving the loop early destroys the source: the rest of the answer is not wanted.
  for await (const chunk of source) {
    let bytes = chunk as Buffer;
    if (toSkip > 0) {
      const dropped = Math.min(toSkip, bytes.byteLength);
      bytes = bytes.subarray(dropped);
      toSkip -= dropped;
    }
    if (bytes.byteLength === 0) continue;
    const taken = bytes.subarray(0, left);
    left -= taken.byteLength;
    yield taken;
    if (left === 0) return;
  }
  throw new RangeError(`Blob "${key}" ended ${left} bytes short of the range asked.`);
}

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** A missing object: NoSuchKey on GET, a bare 404 on HEAD. A missing bucket is a failure, not an absence. */
function isMissing(err: unknown): boolean {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
}

/** A failed call in one line: the status and what the store said, or the connection's error. */
function reasonOf(err: unknown): string {
  const status = statusOf(err);
  const name = (err as { name?: string } | null)?.name ?? 'Error';
  const message = err instanceof Error ? err.message : String(err);
  if (status === 404) return 'no such bucket (HTTP 404); create it first';
  if (status === 403) return 'access denied (HTTP 403): check the credentials and that they may list the bucket (s3:ListBucket)';
  if (status === 301) return 'the bucket is in another region (HTTP 301): set the region';
  if (status !== undefined) return `HTTP ${status} ${name}${message && message !== name ? `: ${message}` : ''}`;
  return `${name}: ${message}`;
}
