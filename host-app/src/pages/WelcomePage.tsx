/**
 * `/welcome` (spec 000 section 2.1): where sign-in in a pop-up window ends. It closes itself; a
 * window the browser will not let a script close (opened by hand) goes home instead.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** How long to wait for the window to close before going home. */
const CLOSE_WAIT_MS = 500;

export function WelcomePage() {
  const navigate = useNavigate();
  useEffect(() => {
    window.close();
    const timer = window.setTimeout(() => void navigate('/home', { replace: true }), CLOSE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="status-page">
      <title>Welcome · Curbcut</title>
      <h1>You're signed in</h1>
      <p role="status">This window closes by itself.</p>
    </div>
  );
}
