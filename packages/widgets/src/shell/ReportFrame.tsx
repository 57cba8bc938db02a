/**
 * `<ReportFrame>`: what every report widget renders around its own screens. The themed `.cc-widget`
 * box; the failure page, the loading line, or the screens inside the widget's context; the toasts.
 * It also runs what follows from the report's state: the in-progress toasts, the `ready` and
 * `error` events, and the issue actions the shared parts call.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { isConsolidationId, type ReportMeta } from '@curbcut/core';
import { LoadFailure } from '../buildReport/LoadFailure';
import type { NavigateTarget } from '../buildReport/props';
import { useProgressToasts } from '../buildReport/useProgressToasts';
import type { IssueSnapshotAccess } from '../details/snapshot/access';
import { Toasts } from '../ui/toasts';
import type { ReportShell } from './useReportShell';
import { WidgetProvider } from './widgetContext';
import type { IssueOrigin, WidgetContextValue } from './widgetContext';
import { useLoadEvents, useRunAction } from './widgetShell';

/** No host links (one object, so the context stays stable). */
const NO_LINKS: WidgetContextValue['links'] = {};

/** Props of `<ReportFrame>`. */
export interface ReportFrameProps<To extends NavigateTarget> {
  shell: ReportShell<To>;
  /** The meta the widget shows, where it adds to the loaded one (the scan's name); default the loaded meta. */
  meta?: ReportMeta | undefined;
  /** Where the widget waits for more than the report itself; default the report's load status. */
  status?: 'loading' | 'error' | 'ready' | undefined;
  /** Links the shared parts lead to (the explorer's empty states); none in the minimal view. */
  links: WidgetContextValue['links'];
  /** The details pane's issue snapshot. */
  issueSnapshots: IssueSnapshotAccess;
  /** Where the details pane's issue was found (manual reports); default its test cases only. */
  issueOrigin?: IssueOrigin | undefined;
  /** The failure page's back button: the target it emits, the host's link (if any) and its text. */
  back: { to: To; href: string | undefined; label?: string };
  /** The widget's own screens, shown once the report is ready. */
  children: ReactNode;
}

/** Frames a report widget's screens; see the module comment. */
export function ReportFrame<To extends NavigateTarget>({
  shell,
  meta = shell.data.meta,
  status = shell.data.status,
  links,
  issueSnapshots,
  issueOrigin,
  back,
  children,
}: ReportFrameProps<To>) {
  const { engine, store, toasts, theme, data, emit, minimal, supportHref, features, ownsPageUrl, isPublic, source, spec } = shell;
  useProgressToasts(spec.progressToasts === false ? undefined : meta?.status, toasts);
  useLoadEvents({ status, error: data.error }, meta, source.kind === 'server' ? source.reportId : null, emit);
  const runAction = useRunAction({ engine, client: data.client, reportId: meta?.id ?? '', store, toasts, supportHref });

  const context = useMemo<WidgetContextValue | null>(
    () =>
      meta && engine
        ? {
            store,
            engine: engine.api,
            toasts,
            meta,
            permissions: {
              isAuthor: data.isAuthor,
              isPublic,
              signedIn: data.signedIn,
              offline: source.kind === 'offline',
              completed: spec.isCompleted(meta.status),
              consolidated: isConsolidationId(meta.id),
            },
            features,
            supportHref,
            links: minimal ? NO_LINKS : links,
            client: data.client,
            ownsPageUrl,
            publicLinksAllowed: data.publicLinksAllowed,
            issueSnapshots,
            issueOrigin: issueOrigin ?? null,
            explorerSummary: data.explorerSummary ?? null,
            summaryTabLabel: spec.summaryTabLabel,
            emit,
            runAction,
          }
        : null,
    [meta, engine, store, toasts, data.isAuthor, data.signedIn, data.publicLinksAllowed, data.client, data.explorerSummary, isPublic, source.kind, spec, features, supportHref, minimal, links, ownsPageUrl, issueSnapshots, issueOrigin, emit, runAction],
  );

  return (
    <div className="cc-widget" data-theme={theme}>
      {status === 'error' ? (
        <LoadFailure
          {...(back.href && !minimal ? { allBuildsHref: back.href } : {})}
          {...(back.label ? { backLabel: back.label } : {})}
          onBack={() => emit({ type: 'navigate', payload: { to: back.to, href: back.href ?? null } })}
          supportHref={supportHref}
        />
      ) : context && status === 'ready' ? (
        <WidgetProvider value={context}>{children}</WidgetProvider>
      ) : (
        <p role="status" className="cc-loading">
          Loading report…
        </p>
      )}
      <Toasts queue={toasts} />
    </div>
  );
}
