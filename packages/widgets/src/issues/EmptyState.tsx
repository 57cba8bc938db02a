/** The empty states of the All issues list, with the spec's texts and zero-state buttons. */
import { Button } from 'react-aria-components';
import type { ViewCounts } from '../data/types';
import { TEXTS } from '../ui/texts';
import { useWidget } from '../buildReport/widgetContext';
import { useIssueView } from './useIssueView';

/** What to show when the view has no issue. */
export function EmptyState({ counts }: { counts: ViewCounts }) {
  const { store, permissions, emit, links, meta } = useWidget();
  const homeHref = links.home;
  const view = useIssueView();
  const both = counts.confirmed + counts.needsReview === 0;
  let text: string;
  let action: { label: string; onPress: () => void } | null = null;
  // The hidden view's 'Not an issue' tab has the spec's non-issue text (spec 000 section 2.4).
  if (view.hidden !== null) text = view.hidden === 'non-issue' ? TEXTS.emptyNoIssues : TEXTS.emptyHidden;
  else if (view.review === 'needs-review' && meta.additionalSettings['needsReview'] === false) text = TEXTS.needsReviewDisabled;
  else if (both && !permissions.completed) text = TEXTS.emptyInProgress;
  else if (both) {
    text = TEXTS.emptyNoIssues;
    action = { label: 'Go to homepage', onPress: () => emit({ type: 'navigate', payload: { to: 'home', href: homeHref ?? null } }) };
  } else if (view.review === 'confirmed') {
    text = TEXTS.emptyConfirmed;
    action = { label: 'View Needs review issues', onPress: () => store.getState().setReview('needs-review') };
  } else {
    text = TEXTS.emptyNeedsReview;
    action = { label: 'View confirmed issues', onPress: () => store.getState().setReview('confirmed') };
  }
  return (
    <div className="cc-empty" role="status">
      <p>{text}</p>
      {action && homeHref && both ? (
        <a className="cc-button cc-button-primary" href={homeHref} onClick={action.onPress}>
          {action.label}
        </a>
      ) : action ? (
        <Button className="cc-button cc-button-primary" onPress={action.onPress}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
