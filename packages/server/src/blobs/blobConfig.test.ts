/**
 * Blob URLs (`--blob-url`, CURBCUT_BLOB_URL): the forms that configure a bucket, and a message
 * naming the wrong part of each form that cannot work (credentials never repeated).
 */
import { describe, expect, it } from 'vitest';
import { BlobConfigError, describeBlobConfig, parseBlobUrl } from './blobConfig';

describe('parseBlobUrl', () => {
  it('reads the bucket, the prefix and the parameters', () => {
    expect(parseBlobUrl('s3://curbcut-blobs')).toEqual({ kind: 's3', bucket: 'curbcut-blobs' });
    expect(parseBlobUrl('s3://curbcut-blobs/prod/eu/')).toEqual({ kind: 's3', bucket: 'curbcut-blobs', prefix: 'prod/eu' });
    expect(parseBlobUrl('s3://blobs/curbcut?endpoint=http://127.0.0.1:9000&region=eu-west-1&path_style=false')).toEqual({
      kind: 's3',
      bucket: 'blobs',
      prefix: 'curbcut',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
  });

  it('names the wrong part', () => {
    const cases: [string, string][] = [
      ['not a url', 'it is not a URL'],
      ['https://bucket/prefix', 'it starts with "https://", not "s3://"'],
      ['s3://AKIA:secret-value@bucket', 'credentials do not go in the URL; set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY'],
      ['s3:///prefix', 'the bucket name is missing'],
      ['s3://bucket:9000/p', 'a port belongs in the endpoint parameter'],
      ['s3://Bucket_1', 'bucket "Bucket_1" must be 3 to 63 lower-case letters'],
      ['s3://bucket/.hidden/x', 'prefix ".hidden/x" must be segments'],
      ['s3://bucket/a b', 'prefix "a%20b" must be segments'],
      ['s3://bucket?endpoint=127.0.0.1:9000', 'endpoint "127.0.0.1:9000" must be an http:// or https:// URL'],
      ['s3://bucket?path_style=yes', 'path_style must be true or false, got "yes"'],
      ['s3://bucket?region=EU West', 'region "EU West" must be a region name'],
      ['s3://bucket?acl=public', 'unknown parameter "acl" (known: region, endpoint, path_style)'],
      ['s3://bucket#x', 'it has a #fragment'],
    ];
    for (const [url, reason] of cases) {
      let error: unknown;
      try {
        parseBlobUrl(url, '--blob-url (or CURBCUT_BLOB_URL)');
      } catch (err) {
        error = err;
      }
      expect(error, url).toBeInstanceOf(BlobConfigError);
      const message = (error as Error).message;
      expect(message, url).toMatch(/^--blob-url \(or CURBCUT_BLOB_URL\) must look like s3:\/\/BUCKET\/PREFIX\?region=R&endpoint=http:\/\/HOST:PORT&path_style=true: /);
      expect(message, url).toContain(reason);
      expect(message, url).not.toContain('secret-value');
    }
  });

  it('describes where blobs are, for log lines', () => {
    expect(describeBlobConfig(undefined, '/srv/curbcut')).toBe('/srv/curbcut/blobs');
    expect(describeBlobConfig({ kind: 'local' }, '/srv/curbcut')).toBe('/srv/curbcut/blobs');
    expect(describeBlobConfig(parseBlobUrl('s3://b-1/p?endpoint=http://minio:9000'), '/x')).toBe('s3://b-1/p/ at http://minio:9000');
  });
});
