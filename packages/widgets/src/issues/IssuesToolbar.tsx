/**
 * The All issues toolbar (spec 001 section 2.5): rules / guidelines toggle, Confirmed / Needs review
 * toggle with counts, Filters button and chips, and the hidden-issues button (only without filters)
 * whose tooltip gives the hidden and not-an-issue counts. The hidden view shows Back and its toggle.
 */
import { useEffect, useRef } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { formatInteger, hasActiveFilters } from '@curbcut/core';
import type { ViewCounts } from '../data/types';
import { FilterChips } from '../filters/FilterChips';
import { FiltersButton } from '../filters/FiltersButton';
import { WithTooltip } from '../ui/Tooltip';
import { useView, useWidget } from '../shell/widgetContext';
import { HiddenStatusToggle, singleKey } from './HiddenStatusToggle';
import { useIssueView } from './useIssueView';

/** The toolbar above the issue list. */
export function IssuesToolbar({ counts }: { counts: ViewCounts | undefined }) {
  const { store, summaryTabLabel } = useWidget();
  const view = useIssueView();
  const issuesTab = useView((s) => s.url.activeIssuesTab) ?? 'rules';
  const fromSummary = useView((st) => st.url.hasSummaryFilter === true);
  const s = () => store.getState();
  const inHiddenView = view.hidden !== null;
  // Entering the hidden view replaces the button that was pressed: focus goes to Back, and Back
  // hands it to the Hidden issues button again.
  const backRef = useRef<HTMLButtonElement>(null);
  const hiddenButtonRef = useRef<HTMLButtonElement>(null);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (inHiddenView ? backRef : hiddenButtonRef).current?.focus();
  }, [inHiddenView]);
  const setHidden = (tab: 'hidden' | null) => {
    switched.current = true;
    s().setHidden(tab);
  };
  if (view.hidden !== null) {
    return (
      <div className="cc-toolbar">
        <Button ref={backRef} className="cc-button" onPress={() => setHidden(null)}>
          Back
        </Button>
        <HiddenStatusToggle value={view.hidden} hidden={counts?.hidden ?? 0} nonIssue={counts?.nonIssue ?? 0} onChange={(key) => s().setHidden(key)} />
      </div>
    );
  }
  const filtered = hasActiveFilters(view.filters);
  return (
    <div className="cc-toolbar">
      <ToggleButtonGroup
        aria-label="Group issues by"
        className="cc-segmented"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[issuesTab]}
        onSelectionChange={(keys) => {
          const key = singleKey(keys);
          if (key === 'rules' || key === 'guidelines') s().setIssuesTab(key);
        }}
      >
        <ToggleButton id="rules" className="cc-segment">
          Rules
        </ToggleButton>
        <ToggleButton id="guidelines" className="cc-segment">
          Guidelines
        </ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        aria-label="Review status"
        className="cc-segmented"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view.review]}
        onSelectionChange={(keys) => {
          const key = singleKey(keys);
          if (key === 'confirmed' || key === 'needs-review') s().setReview(key);
        }}
      >
        <ToggleButton id="confirmed" className="cc-segment">
          Confirmed ({formatInteger(counts?.confirmed ?? 0)})
        </ToggleButton>
        <ToggleButton id="needs-review" className="cc-segment">
          Needs review ({formatInteger(counts?.needsReview ?? 0)})
        </ToggleButton>
      </ToggleButtonGroup>
      {fromSummary && filtered ? (
        <Button
          className="cc-button-link"
          onPress={() => {
            s().setFilters({});
            s().setTab('overview');
          }}
        >
          Back to {summaryTabLabel}
        </Button>
      ) : null}
      <FiltersButton buttonRef={filtersButtonRef} />
      <FilterChips filtersButtonRef={filtersButtonRef} />
      {!filtered ? (
        <WithTooltip
          text={`${formatInteger(counts?.hidden ?? 0)} hidden, ${formatInteger(counts?.nonIssue ?? 0)} marked as not an issue`}
        >
          <Button ref={hiddenButtonRef} className="cc-button" onPress={() => setHidden('hidden')}>
            Hidden issues
          </Button>
        </WithTooltip>
      ) : null}
    </div>
  );
}
