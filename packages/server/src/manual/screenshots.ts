/**
 * Screenshots sent with manual reports (docs/decisions/0041): decoded, checked to be the image type
 * they claim (so a viewer never gets HTML or script under an image type), and written to the blob
 * store under the report before the batch's transaction names them.
 */
import { randomBytes } from 'node:crypto';
import { MAX_SCREENSHOT_BYTES, type ScreenshotInput, type ScreenshotType } from '@curbcut/core';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';

/** Blob keys of screenshots start with this, then the report id. */
export const SCREENSHOT_PREFIX = 'screenshots/';

const EXTENSIONS: Readonly<Record<ScreenshotType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function startsWith(bytes: Uint8Array, at: number, signature: readonly number[]): boolean {
  return signature.every((b, i) => bytes[at + i] === b);
}

/** True when the bytes begin as an image of that type does. */
function isImageOf(type: ScreenshotType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, 0, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      // RIFF....WEBP
      return startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50]);
  }
}

/** A screenshot checked and decoded, not yet stored. */
export interface DecodedScreenshot {
  type: ScreenshotType;
  bytes: Buffer;
}

/** Decodes and checks a screenshot; a 400 at `path` names what is wrong. */
export function decodeScreenshot(input: ScreenshotInput, path: string): DecodedScreenshot {
  if (input.data.length % 4 !== 0 || !BASE64.test(input.data)) {
    throw new ApiError('bad_request', 'The screenshot is not valid base64.', { path: `${path}.data` });
  }
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length > MAX_SCREENSHOT_BYTES) {
    throw new ApiError('bad_request', `The screenshot is ${bytes.length} bytes; at most ${MAX_SCREENSHOT_BYTES} (2 MiB) are accepted.`, { path: `${path}.data` });
  }
  if (!isImageOf(input.contentType, bytes)) {
    throw new ApiError('bad_request', `The screenshot is not a ${EXTENSIONS[input.contentType].toUpperCase()} image, as its contentType says.`, {
      path: `${path}.contentType`,
    });
  }
  return { type: input.contentType, bytes };
}

/** Stores a decoded screenshot of a report and answers its blob key. */
export async function storeScreenshot(ctx: ServerContext, reportId: string, shot: DecodedScreenshot): Promise<string> {
  const key = `${SCREENSHOT_PREFIX}${reportId}/${randomBytes(12).toString('hex')}.${EXTENSIONS[shot.type]}`;
  await ctx.blobs.put(key, shot.bytes);
  return key;
}
