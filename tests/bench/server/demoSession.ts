/** The demo user's session cookie on a bench server, for the benchmarks that call its API. */
import { DEMO_PASSWORD } from '@curbcut/server';

/** Signs the demo user in on the server at `url`; answers the `cookie` header to send. */
export async function demoSessionCookie(url: string): Promise<string> {
  const signIn = await fetch(`${url}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@curbcut.local', password: DEMO_PASSWORD }),
  });
  const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  if (signIn.status !== 200 || !cookie) throw new Error(`Sign-in failed: ${signIn.status}`);
  return cookie;
}
