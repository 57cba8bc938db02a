/** The empty states of the All issues list, with the spec's texts and zero-state buttons. */
import { useRef } from 'react';
import { Button } from 'react-aria-components';
import { hasActiveFilters } from '@curbcut/core';
import type { ViewCounts } from '../data/types';
import { TEXTS } from '../ui/texts';
import { useWidget } from '../shell/widgetContext';
import { useIssueView } from './useIssueView';
import { FILTERED_EMPTY } from './labels';

/**
 * Clearing the filters replaces this state by the list once the engine answers: focus, which was on
 * the Clear filters button, moves to the list's first group instead of falling back to the page.
 */
function focusFirstGroupWhenShown(list: HTMLElement): void {
  const focusLost = () => document.activeElement === null || document.activeElement === document.body || list.contains(document.activeElement);
  const tryFocus = () => {
    const first = list.querySelector<HTMLElement>('[data-cc-group]');
    if (!first) return false;
    if (focusLost()) first.focus();
    return true;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(list, { childList: true, subtree: true });
  // The list may stay empty (the engine failed): stop watching rather than grab focus much later.
  setTimeout(() => observer.disconnect(), 10_000);
}

/** What to show when the view has no issue. */
export function EmptyState({ counts }: { counts: ViewCounts }) {
  const { store, permissions, emit, links, meta } = useWidget();
  const homeHref = links.home;
  const view = useIssueView();
  const both = counts.confirmed + counts.needsReview === 0;
  const ref = useRef<HTMLDivElement>(null);
  let text: string;
  let action: { label: string; onPress: () => void } | null = null;
  // Only 'Go to homepage' is a link, when the host gave the home page's address.
  let homeLink = false;
  // Set when the other review tab has matches: it stays the first way out, clearing the filters the second.
  let otherTab = false;
  const filtered = hasActiveFilters(view.filters);
  const clearFilters = () => {
    const list = ref.current?.parentElement;
    store.getState().setFilters({});
    emit({ type: 'filters-changed', payload: { filters: {} } });
    if (list) focusFirstGroupWhenShown(list);
  };
  // The hidden view's 'Not an issue' tab has the spec's non-issue text (spec 000 section 2.4).
  if (view.hidden !== null) text = view.hidden === 'non-issue' ? TEXTS.emptyNoIssues : TEXTS.emptyHidden;
  else if (view.review === 'needs-review' && meta.additionalSettings['needsReview'] === false) text = TEXTS.needsReviewDisabled;
  else if (both && !permissions.completed) text = TEXTS.emptyInProgress;
  else if (both && filtered) {
    // The filters, not the report, left nothing: the way out is to clear them, not to go home.
    text = FILTERED_EMPTY.text;
    action = { label: FILTERED_EMPTY.clear, onPress: clearFilters };
  } else if (both) {
    text = TEXTS.emptyNoIssues;
    homeLink = true;
    action = { label: 'Go to homepage', onPress: () => emit({ type: 'navigate', payload: { to: 'home', href: homeHref ?? null } }) };
  } else if (view.review === 'confirmed') {
    text = TEXTS.emptyConfirmed;
    otherTab = true;
    action = { label: 'View Needs review issues', onPress: () => store.getState().setReview('needs-review') };
  } else {
    text = TEXTS.emptyNeedsReview;
    otherTab = true;
    action = { label: 'View confirmed issues', onPress: () => store.getState().setReview('confirmed') };
  }
  return (
    <div ref={ref} className="cc-empty" role="status">
      <p>{text}</p>
      {action && homeHref && homeLink ? (
        <a className="cc-button cc-button-primary" href={homeHref} onClick={action.onPress}>
          {action.label}
        </a>
      ) : action ? (
        <Button className="cc-button cc-button-primary" onPress={action.onPress}>
          {action.label}
        </Button>
      ) : null}
      {otherTab && filtered ? (
        <Button className="cc-button" onPress={clearFilters}>
          {FILTERED_EMPTY.clear}
        </Button>
      ) : null}
    </div>
  );
}
