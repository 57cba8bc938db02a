/** The worker's GETs: a report token as `Authorization: Bearer` (no cookie), or the session cookie. */
import { readBody } from './readBody';

/** Fetches a URL's bytes; rejects on a failed request or a non-2xx answer. */
export type BytesGetter = (url: string, token: string | undefined) => Promise<Uint8Array>;

/** GET `url`; rejects naming the URL and status when the answer is not 2xx. */
export async function fetchOk(fetchImpl: typeof fetch, url: string, token: string | undefined): Promise<Response> {
  const res = await fetchImpl(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: token ? 'omit' : 'include',
  });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}.`);
  return res;
}

/** A BytesGetter over a fetch function. */
export function directBytesGetter(fetchImpl: typeof fetch): BytesGetter {
  return async (url, token) => readBody(await fetchOk(fetchImpl, url, token));
}
