/**
 * The rule (or guideline) accordions: help text, issue-count pill, impact pill with a tooltip, and
 * the advanced-processing and AI markers of rules whose tags carry them. Opening one asks the engine for its components; clicking again closes it (spec 001 section 2.5).
 */
import { memo } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { formatInteger, getCriterion } from '@curbcut/core';
import type { Impact } from '@curbcut/core';
import type { GroupRef, GuidelineEntry, RuleEntry } from '../data/types';
import { WithTooltip } from '../ui/Tooltip';
import { useView, useWidget } from '../shell/widgetContext';
import { ComponentsTable } from './ComponentsTable';
import { IMPACT_HINTS, RULE_MARKERS, impactLabel } from './labels';
import './groupList.css';

/** The severity pill, focusable so its tooltip reaches keyboard users. */
export function ImpactPill({ impact }: { impact: Impact }) {
  return (
    <WithTooltip text={IMPACT_HINTS[impact]}>
      <Button className={`cc-pill cc-impact cc-impact-${impact}`} aria-label={`Severity ${impactLabel(impact)}`}>
        {impactLabel(impact)}
      </Button>
    </WithTooltip>
  );
}

/** The rule's markers, each a focusable pill whose tooltip says what it means. */
function RuleMarkers({ entry }: { entry: RuleEntry }) {
  const shown = RULE_MARKERS.filter((m) => entry[m.key]);
  return shown.map((m) => (
    <WithTooltip key={m.key} text={m.hint}>
      <Button className={`cc-pill cc-marker cc-marker-${m.key}`} aria-label={m.name}>
        {m.label}
      </Button>
    </WithTooltip>
  ));
}

function GroupAccordionView({ entry, open }: { entry: RuleEntry | GuidelineEntry; open: boolean }) {
  const { store } = useWidget();
  const group: GroupRef = { kind: entry.kind, id: entry.id };
  const title = entry.kind === 'rule' ? entry.help : entry.label;
  // A guideline keeps the spec's 'SC x.y.z' label; the criterion's name beside it says what it is.
  const criterionName = entry.kind === 'guideline' ? getCriterion(entry.id)?.handle : undefined;
  return (
    <Disclosure
      className="cc-accordion"
      isExpanded={open}
      onExpandedChange={(expanded) => store.getState().openGroup(expanded ? entry.id : null)}
    >
      <div className="cc-accordion-header">
        <Heading level={3} className="cc-accordion-heading">
          <Button slot="trigger" className="cc-accordion-trigger" data-cc-group={entry.id}>
            {/* Decorative: the trigger's aria-expanded says whether it is open. */}
            {open ? <ChevronDown className="cc-icon" aria-hidden="true" /> : <ChevronRight className="cc-icon" aria-hidden="true" />}
            <span className="cc-accordion-title">
              {title}
              {criterionName ? <span className="cc-accordion-subtitle"> {criterionName}</span> : null}
            </span>
            <span className="cc-pill cc-count">
              {formatInteger(entry.issueCount)} {entry.issueCount === 1 ? 'issue' : 'issues'}
            </span>
          </Button>
        </Heading>
        {entry.kind === 'rule' ? <RuleMarkers entry={entry} /> : null}
        <ImpactPill impact={entry.impact} />
      </div>
      <DisclosurePanel className="cc-accordion-panel">
        {open ? (
          <>
            {entry.kind === 'rule' ? <p className="cc-muted">{entry.description}</p> : <p className="cc-muted">Rules: {entry.ruleIds.join(', ')}</p>}
            <ComponentsTable group={group} behaviourRule={entry.kind === 'rule' && entry.behaviourRule} />
          </>
        ) : null}
      </DisclosurePanel>
    </Disclosure>
  );
}

/** What an accordion shows of its entry: equal ones need no render. */
function sameEntry(a: RuleEntry | GuidelineEntry, b: RuleEntry | GuidelineEntry): boolean {
  if (a.kind !== b.kind || a.id !== b.id || a.issueCount !== b.issueCount || a.impact !== b.impact) return false;
  if (a.kind === 'rule' && b.kind === 'rule') {
    return (
      a.help === b.help &&
      a.description === b.description &&
      a.behaviourRule === b.behaviourRule &&
      a.advanced === b.advanced &&
      a.aiDetected === b.aiDetected
    );
  }
  return a.kind === 'guideline' && b.kind === 'guideline' && a.label === b.label && a.ruleIds.join() === b.ruleIds.join();
}

/**
 * An accordion renders again only when what it shows changed: the worker answers every filter
 * change with new objects, and re-rendering sixty unchanged accordions (react-aria buttons and
 * tooltips) took longer than the worker's answer on a million-issue report.
 */
const GroupAccordion = memo(GroupAccordionView, (a, b) => a.open === b.open && sameEntry(a.entry, b.entry));

/** The accordions of the view's groups. */
export function GroupList({ groups }: { groups: (RuleEntry | GuidelineEntry)[] }) {
  const openId = useView((s) => s.url.activeViolationId);
  return (
    <div className="cc-groups">
      {groups.map((g) => (
        <GroupAccordion key={`${g.kind}:${g.id}`} entry={g} open={g.id === openId} />
      ))}
    </div>
  );
}
