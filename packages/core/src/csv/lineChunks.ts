/**
 * Turns batches of finished CSV lines (strings) into source chunks of whole rows, encoding each
 * chunk once: the path for plain issues and for strings fetched from the server.
 */
import { utf8Encoder } from '../dataset/utf8';
import type { CsvSourceChunk } from './writer';

/** Encodes lines into chunks of about `chunkSize` characters (bytes for ASCII text). */
export async function* encodeLineBatches(
  batches: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
  chunkSize: number,
): AsyncGenerator<CsvSourceChunk, void, undefined> {
  let text = '';
  let rows = 0;
  for await (const batch of batches) {
    for (let i = 0; i < batch.length; i++) {
      text += batch[i] as string;
      rows++;
      if (text.length >= chunkSize) {
        yield { bytes: utf8Encoder.encode(text), rows };
        text = '';
        rows = 0;
      }
    }
  }
  if (rows > 0) yield { bytes: utf8Encoder.encode(text), rows };
}
