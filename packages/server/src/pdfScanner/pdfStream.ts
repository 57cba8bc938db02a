/**
 * The checks a PDF's bytes pass on their way into the blob store, for uploads and linked files
 * alike: they must start with `%PDF-` (checked on the first bytes, so a wrong file is refused
 * before the rest is read) and stay within the size limit (counted as they stream, so nothing
 * beyond the limit is ever held or written). A failed check errors the stream; the blob store
 * then drops its temporary file.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { formatMegabytes } from '../http/errorHandler';

const MAGIC = Buffer.from('%PDF-', 'latin1');

/** The bytes are not a PDF. */
export class NotPdfError extends Error {
  override readonly name = 'NotPdfError';
}

/** The bytes exceed the limit. */
export class TooLargeError extends Error {
  override readonly name = 'TooLargeError';
  constructor(readonly limit: number) {
    super(`The file is larger than the limit of ${formatMegabytes(limit)}.`);
  }
}

/** What a file starts with, as printable text for an error message. */
function describeStart(bytes: Buffer): string {
  if (bytes.length === 0) return 'the file is empty';
  const text = bytes.subarray(0, 16).toString('latin1').replace(/[^\x20-\x7e]/g, '.');
  return `it starts with "${text}"`;
}

/** Refusal of bytes that do not start with the PDF header. */
export function notPdf(start: Buffer): NotPdfError {
  return new NotPdfError(`The file is not a PDF: a PDF starts with "%PDF-", but ${describeStart(start)}.`);
}

/** A pass-through that errors on a missing PDF header or once more than `maxBytes` went through. */
export class PdfGuard extends Transform {
  private head = Buffer.alloc(0);
  private checked = false;
  /** Bytes passed so far. */
  size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new TooLargeError(this.maxBytes));
    if (!this.checked) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < MAGIC.length) return done();
      if (!this.head.subarray(0, MAGIC.length).equals(MAGIC)) return done(notPdf(this.head));
      this.checked = true;
      const head = this.head;
      this.head = Buffer.alloc(0);
      return done(null, head);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.checked) return done(notPdf(this.head));
    done();
  }
}
