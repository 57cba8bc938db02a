import { PlainFrame } from '../layouts/PlainFrame';

/**
 * What a user restricted by a compliance rule sees instead of the app (spec 000 section 6:
 * access_restricted_by_grr users see only the no-access page). The server refuses their calls too.
 */
export function RestrictedAccessPage({ onSignOut }: { onSignOut: () => void }) {
  return (
    <PlainFrame>
      <div className="status-page">
        <title>Access restricted · Curbcut</title>
        <h1>Access restricted</h1>
        <p>Your access to the Accessibility Dashboard is restricted by a compliance rule of your organisation.</p>
        <p>Contact your administrator if you think this is a mistake.</p>
        <button type="button" className="button" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </PlainFrame>
  );
}
