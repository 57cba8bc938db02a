import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PlainFrame } from '../layouts/PlainFrame';
import { reportError } from '../telemetry';

/** The message of the shell's error fallback (spec 000 section 2.4). */
export const FALLBACK_TITLE = "We're sorry, but something went wrong";

/** Shown in place of any page that failed to load or render. */
export function ErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);
  return (
    <PlainFrame>
      <div className="status-page">
        <title>Something went wrong · Curbcut</title>
        <h1>{FALLBACK_TITLE}</h1>
        <p>Please try again in a moment. If the problem continues, contact your administrator.</p>
        {/* A full page load: the router that failed is not trusted to navigate. */}
        <a className="button primary" href="/home">
          Back to Home
        </a>
      </div>
    </PlainFrame>
  );
}
