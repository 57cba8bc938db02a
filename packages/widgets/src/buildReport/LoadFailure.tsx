/** The full-page fallback when a report cannot be loaded (spec 001 sections 2.1 and 8). */
import { Button } from 'react-aria-components';
import { TEXTS } from '../ui/texts';

/** Props of LoadFailure. */
export interface LoadFailureProps {
  /** Where the back button leads; without it the button only calls `onBack`. */
  allBuildsHref?: string;
  onBack: () => void;
  supportHref: string;
  /** The back button's text; default 'Back to All Builds' (the build report's). */
  backLabel?: string;
}

/** 'We're sorry, but something went wrong' with a back button and a contact-support link. */
export function LoadFailure({ allBuildsHref, onBack, supportHref, backLabel = TEXTS.backToAllBuilds }: LoadFailureProps) {
  return (
    <div className="cc-failure" role="alert">
      <h1>{TEXTS.loadFailure}</h1>
      <p>
        If this keeps happening, <a href={supportHref}>contact support</a>.
      </p>
      {allBuildsHref ? (
        <a className="cc-button cc-button-primary" href={allBuildsHref} onClick={onBack}>
          {backLabel}
        </a>
      ) : (
        <Button className="cc-button cc-button-primary" onPress={onBack}>
          {backLabel}
        </Button>
      )}
    </div>
  );
}
