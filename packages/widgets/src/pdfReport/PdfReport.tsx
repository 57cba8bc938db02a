/**
 * `<PdfReport>`: the PDF scanner's report viewer (spec 002 section 2.2), the SDK's fourth widget.
 * Like the other reports it owns its QueryClient, view state, toasts and events; unlike them it has
 * no dataset engine: the server pages a PDF report's issues (10 at a time) and the document itself
 * is rendered by pdf.js in a worker from byte ranges (./viewer). The left panel (24rem) holds the
 * rules, a rule's places and one issue at a time; the right shows the PDF with the issues outlined.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { X } from 'lucide-react';
import { PDF_ISSUES_PAGE_SIZE } from '@curbcut/core';
import '../widgets.css';
import './pdfReport.css';
import { LoadFailure } from '../buildReport/LoadFailure';
import type { WidgetCommand } from '../buildReport/props';
import { withWidgetRoot } from '../shell/WidgetRoot';
import { useLoadEvents } from '../shell/widgetShell';
import { DEFAULT_SUPPORT_HREF } from '../ui/texts';
import { createToastQueue, Toasts } from '../ui/toasts';
import { PdfProvider, usePdf } from './pdfContext';
import type { PdfContextValue } from './pdfContext';
import { PdfDocumentPanel } from './PdfDocumentPanel';
import { PdfReportHeader } from './PdfReportHeader';
import type { PdfReportEvent, PdfReportProps } from './props';
import { IssueDetail } from './IssueDetail';
import { RuleLists, RulesControls } from './RulesPanel';
import { RuleView } from './RuleView';
import { PDF_TEXTS } from './texts';
import { isPdfInProgress, useIssuePage, usePdfClient, usePdfMeta, usePdfRules, useRuleGroups } from './usePdfReportData';
import { usePdfView } from './usePdfView';

/** The PDF report widget. */
export const PdfReport = withWidgetRoot('PdfReport', PdfReportView);

function PdfReportView(props: PdfReportProps) {
  const { source, links = {}, minimal = false, onApi, urlState } = props;
  const onEventRef = useRef(props.onEvent);
  onEventRef.current = props.onEvent;
  const emit = useCallback((event: PdfReportEvent) => onEventRef.current?.(event), []);
  const [theme, setTheme] = useState(props.theme ?? 'light');
  useEffect(() => setTheme(props.theme ?? 'light'), [props.theme]);
  const [toasts] = useState(createToastQueue);
  const [view, setView] = usePdfView(urlState);
  const client = usePdfClient(source);
  const { meta, publicLinksAllowed } = usePdfMeta(client, source);
  const supportHref = links.support ?? DEFAULT_SUPPORT_HREF;
  const isPublic = source.access === 'public';
  const member = !source.token && !isPublic;
  const canFileBug = member && props.features?.bugTracker === true;
  // As the other reports: a host with its own URL store, the embedded and the public view give out no page URL.
  const ownsPageUrl = urlState === undefined && !minimal && member;

  useEffect(() => {
    onApi?.({
      command: (command: WidgetCommand) => {
        if (command.type === 'set-theme') setTheme(command.payload.theme);
        else emit({ type: 'error', payload: { code: 'unsupported_command', message: `The PDF report does not take '${command.type}'.` } });
      },
    });
  }, [onApi, emit]);
  const status = meta.isError ? 'error' : meta.data ? 'ready' : 'loading';
  useLoadEvents({ status, error: meta.error }, meta.data, source.reportId, emit as (event: unknown) => void);

  const context = useMemo<PdfContextValue | null>(
    () =>
      meta.data
        ? { client, meta: meta.data, view, setView, canDecide: member && meta.data.isAuthor, canFileBug, ownsPageUrl, isPublic, minimal, toasts, supportHref, emit }
        : null,
    [client, meta.data, view, setView, member, canFileBug, ownsPageUrl, isPublic, minimal, toasts, supportHref, emit],
  );

  return (
    <div className={minimal ? 'cc-widget cc-pdf-widget cc-pdf-minimal' : 'cc-widget cc-pdf-widget'} data-theme={theme}>
      {status === 'error' ? (
        <LoadFailure
          {...(links.pdfList && !minimal ? { allBuildsHref: links.pdfList } : {})}
          backLabel={PDF_TEXTS.backToPdfScanner}
          onBack={() => emit({ type: 'navigate', payload: { to: 'pdfList', href: links.pdfList ?? null } })}
          supportHref={supportHref}
        />
      ) : context ? (
        <PdfProvider value={context}>
          <PdfReportHeader links={links} member={member} publicLinksAllowed={publicLinksAllowed} />
          {props.notice}
          <PdfReportBody token={source.token} assetsBase={props.pdfAssetsBase} />
        </PdfProvider>
      ) : (
        <p role="status" className="cc-loading">
          Loading report…
        </p>
      )}
      <Toasts queue={toasts} />
    </div>
  );
}

function PdfReportBody({ token, assetsBase }: { token: string | undefined; assetsBase: string | undefined }) {
  const { meta } = usePdf();
  if (isPdfInProgress(meta)) {
    return (
      <div className="cc-pdf-status" role="status">
        <div className="cc-progress-track cc-pdf-indeterminate" aria-hidden="true">
          <div className="cc-progress-fill" />
        </div>
        <p className="cc-pdf-empty-title">{meta.status === 'queued' ? 'Waiting to check this PDF…' : 'Checking this PDF…'}</p>
        <p className="cc-muted">The issues appear here when the check is done.</p>
      </div>
    );
  }
  if (meta.status === 'failed') {
    return (
      <div className="cc-pdf-status" role="alert">
        <p className="cc-pdf-empty-title">The check of this PDF failed</p>
        {meta.error ? <p>{meta.error}</p> : null}
      </div>
    );
  }
  return <PdfReportScreens token={token} assetsBase={assetsBase} />;
}

function UntaggedBanner() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div className="cc-dismissible cc-pdf-untagged">
      <p className="cc-pdf-banner cc-pdf-banner-warning">{PDF_TEXTS.untagged}</p>
      <Button className="cc-button cc-button-quiet cc-button-small cc-dismiss-button" aria-label="Dismiss untagged PDF warning" onPress={() => setDismissed(true)}>
        <X className="cc-icon" aria-hidden="true" />
      </Button>
    </div>
  );
}

function PdfReportScreens({ token, assetsBase }: { token: string | undefined; assetsBase: string | undefined }) {
  const { client, meta, view, setView } = usePdf();
  const rules = usePdfRules(client, meta.id, view, true);
  const groupsQuery = useRuleGroups(client, meta.id, view);
  const groups = groupsQuery.data;
  const rule = view.ruleId === null ? undefined : [...(rules.data?.pageRules ?? []), ...(rules.data?.metaRules ?? [])].find((r) => r.id === view.ruleId);
  const group = view.activePageIndex === null ? undefined : groups?.[view.activePageIndex];
  const issuePage = useIssuePage(client, meta.id, view, group);
  const pageIssues = issuePage.data?.issues ?? [];
  const active = group ? pageIssues[view.activeIssueIndex % PDF_ISSUES_PAGE_SIZE] : undefined;
  // A rule gone from the filtered list (another profile, or every issue hidden) closes.
  useEffect(() => {
    if (rules.data && view.ruleId !== null && rule === undefined) setView({ ruleId: null, activePageIndex: null });
  }, [rules.data, view.ruleId, rule, setView]);

  let panel;
  if (rules.isError) {
    panel = (
      <div className="cc-pdf-retry" role="alert">
        <p>{PDF_TEXTS.rulesFailure}</p>
        <Button className="cc-button" onPress={() => void rules.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!rules.data) {
    panel = (
      <p role="status" className="cc-loading">
        Loading rules…
      </p>
    );
  } else if (rule && view.activePageIndex !== null && groups) {
    panel = <IssueDetail rule={rule} groups={groups} issue={issuePage.isPlaceholderData ? undefined : active} />;
  } else if (rule) {
    panel = <RuleView rule={rule} groups={groups} />;
  } else {
    panel = <RuleLists rules={rules.data} />;
  }
  return (
    <>
      {!meta.isTagged ? <UntaggedBanner /> : null}
      <div className="cc-pdf-layout">
        <section className="cc-pdf-panel" aria-label={view.hideIssues ? 'Hidden issues' : 'Rules'}>
          {rule ? null : <RulesControls rules={rules.data} />}
          {panel}
        </section>
        <PdfDocumentPanel issues={group ? pageIssues : []} active={active} activePage={group?.pageNumber ?? null} token={token} assetsBase={assetsBase} />
      </div>
    </>
  );
}
