/** The full-page fallback when a build cannot be loaded (spec 001 sections 2.1 and 8). */
import { Button } from 'react-aria-components';
import { TEXTS } from '../ui/texts';

/** 'We're sorry, but something went wrong' with 'Back to All Builds' and a contact-support link. */
export function LoadFailure({ allBuildsHref, onBack, supportHref }: { allBuildsHref?: string; onBack: () => void; supportHref: string }) {
  return (
    <div className="cc-failure" role="alert">
      <h1>{TEXTS.loadFailure}</h1>
      <p>
        If this keeps happening, <a href={supportHref}>contact support</a>.
      </p>
      {allBuildsHref ? (
        <a className="cc-button cc-button-primary" href={allBuildsHref} onClick={onBack}>
          {TEXTS.backToAllBuilds}
        </a>
      ) : (
        <Button className="cc-button cc-button-primary" onPress={onBack}>
          {TEXTS.backToAllBuilds}
        </Button>
      )}
    </div>
  );
}
