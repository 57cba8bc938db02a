/**
 * The issue details pane (spec 001 section 2.5): component id, 'Issue N of M', previous / next
 * (disabled at the ends), close; rule help, description, Learn more; tag chips; the affected page
 * with a copy button; the author's actions; the tabs. After an action the pane moves to the issue
 * now at its position, else the previous one, else it closes.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { X } from 'lucide-react';
import { formatIssuePosition, isBestPractice, isExperimental, scsFromTags, scLabel } from '@curbcut/core';
import type { IssueScope } from '../data/types';
import { useView, useWidget } from '../shell/widgetContext';
import { useEngineQuery, useGroupKind, useIssueView } from '../issues/useIssueView';
import { DetailsTabs } from './DetailsTabs';
import { IssueActions } from './IssueActions';
import { IssueSnapshot } from './snapshot/IssueSnapshot';
import { safeHref } from './safeHref';
import { issueLinkBase } from '../buildReport/pageLinks';

function CopyButton({ text, label, idle = 'Copy' }: { text: string; label: string; idle?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      className="cc-button cc-button-small"
      aria-label={copied ? `${label} copied` : label}
      onPress={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2500);
        });
      }}
    >
      {copied ? 'Copied' : idle}
    </Button>
  );
}

/** The tag chips: Best Practice, Experimental and the criteria. */
function TagChips({ tags }: { tags: string[] }) {
  const chips = [...(isBestPractice(tags) ? ['Best Practice'] : []), ...(isExperimental(tags) ? ['Experimental'] : []), ...scsFromTags(tags).map(scLabel)];
  if (chips.length === 0) return null;
  return (
    <ul className="cc-chips" aria-label="Guidelines">
      {chips.map((c) => (
        <li key={c} className="cc-chip">
          {c}
        </li>
      ))}
    </ul>
  );
}

/** Whether focus is nowhere a user can act from: the page body, or a button just disabled under it. */
function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (active instanceof HTMLButtonElement && active.disabled);
}

function findByData(root: Element, attribute: string, value: string): HTMLElement | undefined {
  return Array.from(root.querySelectorAll<HTMLElement>(`[${attribute}]`)).find((el) => el.getAttribute(attribute) === value);
}

/**
 * Where focus goes when the pane closes while it held focus (its close button, or an action that
 * left the component empty): the component that opened it, else its rule or guideline, else the
 * first one, else the list's first control.
 */
function restoreListFocus(root: Element, componentId: string, groupId: string): void {
  const target =
    findByData(root, 'data-cc-component', componentId) ??
    findByData(root, 'data-cc-group', groupId) ??
    root.querySelector<HTMLElement>('[data-cc-group]') ??
    root.querySelector<HTMLElement>('.cc-issues-list button, .cc-issues-list a[href]');
  target?.focus();
}

/** The pane of the open component's issue. */
export function IssueDetailsPane() {
  const { store, engine, emit, ownsPageUrl, issueOrigin } = useWidget();
  const view = useIssueView();
  const groupKind = useGroupKind();
  const url = useView((s) => s.url);
  const headingId = useId();
  const scope: IssueScope = {
    group: { kind: groupKind, id: url.activeViolationId ?? '' },
    componentId: url.activeComponentId ?? '',
    behaviour: url.activeBehaviorValue ?? null,
  };
  const position = url.activeIssueIndex ?? 1;
  const issue = useEngineQuery(['issue', view, scope, position], (e) => e.issueAt(view, scope, position));
  const data = issue.data;

  useEffect(() => {
    if (!data) return;
    if (data.issueId !== url.activeIssueId || url.activeIssueIndex !== data.position) {
      store.getState().patchUrl({ activeIssueId: data.issueId, activeIssueIndex: data.position });
    }
    emit({
      type: 'issue-selected',
      payload: { issueId: data.issueId, ruleId: data.ruleId, componentId: data.componentId, index: data.position, total: data.total },
    });
  }, [data?.issueId, data?.position]); // eslint-disable-line react-hooks/exhaustive-deps

  // A keyboard user who opened an issue from the list lands on the pane; a link restored at load does not move focus.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = data !== undefined && data !== null;
  useEffect(() => {
    if (loaded && document.activeElement?.closest('.cc-issues-list')) headingRef.current?.focus();
  }, [loaded, scope.componentId, scope.behaviour]);

  // Next at the last issue (Previous at the first) becomes disabled under the keyboard user's focus:
  // focus moves to the other button instead of falling back to the page.
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const navPressed = useRef<'prev' | 'next' | null>(null);
  useEffect(() => {
    const pressed = navPressed.current;
    if (!pressed || !data) return;
    navPressed.current = null;
    if (!focusLost()) return;
    const stillEnabled = pressed === 'next' ? data.position < data.total : data.position > 1;
    const [same, other] = pressed === 'next' ? [nextRef, prevRef] : [prevRef, nextRef];
    (stillEnabled ? same : other).current?.focus();
  }, [data?.position, data?.issueId]); // eslint-disable-line react-hooks/exhaustive-deps

  // Closing with focus inside the pane hands focus back to the list.
  const asideRef = useRef<HTMLElement>(null);
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  useLayoutEffect(
    () => () => {
      const aside = asideRef.current;
      const root = aside?.parentElement;
      if (!aside || !root) return;
      const active = document.activeElement;
      if (active && active !== document.body && !aside.contains(active)) return;
      const { componentId, group } = scopeRef.current;
      setTimeout(() => {
        if (root.isConnected && focusLost()) restoreListFocus(root, componentId, group.id);
      }, 0);
    },
    [],
  );

  const goTo = (p: number) => store.getState().patchUrl({ activeIssueIndex: p, activeIssueId: undefined });
  const close = () => store.getState().openComponent(null);
  // Escape closes the pane from anywhere in it, as it would a dialog; its own dialogs and menus
  // handle their Escape first (react-aria stops it there). The unmount above hands focus back.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  };
  const afterAction = async () => {
    const here = await engine.issueAt(view, scope, position);
    if (here) return goTo(position);
    if (position > 1) return goTo(position - 1);
    close();
  };

  if (issue.isError) {
    return (
      <aside ref={asideRef} className="cc-details" onKeyDown={onKeyDown} aria-label="Issue details">
        <p role="alert">The issue could not be loaded.</p>
        <Button className="cc-button" onPress={() => void issue.refetch()}>
          Retry
        </Button>
      </aside>
    );
  }
  if (issue.data === null) {
    return (
      <aside ref={asideRef} className="cc-details" onKeyDown={onKeyDown} aria-label="Issue details">
        <p>No issues to show</p>
        <Button className="cc-button" onPress={close}>
          Close
        </Button>
      </aside>
    );
  }
  if (!data) {
    return (
      <aside ref={asideRef} className="cc-details" onKeyDown={onKeyDown} aria-label="Issue details">
        <p role="status">Loading issue…</p>
      </aside>
    );
  }
  const learnMore = safeHref(data.helpUrl);
  return (
    <aside ref={asideRef} className="cc-details" onKeyDown={onKeyDown} aria-labelledby={headingId}>
      <div className="cc-details-header">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="cc-mono cc-break">
          {data.componentId}
        </h3>
        <p className="cc-position" aria-live="polite">
          {formatIssuePosition(data.position, data.total)}
        </p>
        <div className="cc-details-nav">
          <Button
            ref={prevRef}
            className="cc-button"
            isDisabled={data.position <= 1}
            onPress={() => {
              navPressed.current = 'prev';
              goTo(data.position - 1);
            }}
          >
            Previous
          </Button>
          <Button
            ref={nextRef}
            className="cc-button"
            isDisabled={data.position >= data.total}
            onPress={() => {
              navPressed.current = 'next';
              goTo(data.position + 1);
            }}
          >
            Next
          </Button>
          {ownsPageUrl ? (
            <CopyButton text={`${issueLinkBase(store)}${encodeURIComponent(data.issueId)}`} label="Copy link to this issue" idle="Copy link" />
          ) : null}
          <Button className="cc-button" aria-label="Close issue details" onPress={close}>
            <X className="cc-icon" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <h4 className="cc-rule-help">{data.help}</h4>
      <p>{data.description}</p>
      {learnMore ? (
        <p>
          <a href={learnMore} target="_blank" rel="noreferrer noopener">
            Learn more<span className="cc-visually-hidden"> about {data.ruleId} (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <TagChips tags={data.tags} />
      <div className="cc-affected">
        <span className="cc-label">Affected page</span> <span className="cc-break">{data.pageUrl}</span>{' '}
        <CopyButton text={data.pageUrl} label="Copy page URL" />
      </div>
      {issueOrigin ? <issueOrigin.Summary issue={data} /> : null}
      <IssueActions issue={data} onDone={() => void afterAction()} />
      <IssueSnapshot issueId={data.issueId} pageUrl={data.pageUrl} />
      <DetailsTabs issue={data} />
    </aside>
  );
}
