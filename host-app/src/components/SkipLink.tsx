import type { MouseEvent } from 'react';

/** Id of the main landmark every layout renders. */
export const MAIN_ID = 'main';

/**
 * The skip-to-main-content link (spec 000 section 2.4): the first thing Tab reaches. It moves
 * focus to the main landmark itself, which browsers do not all do for a plain fragment link.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
