/**
 * `useReportShell`: what every report widget sets up before it shows anything of its own. The
 * instance's engine, stores, toasts and theme; the report's data; an `emit` that forwards only the
 * widget's own events; the viewer's flags; and where the page's URL is the widget's. A widget calls
 * it first inside `<WidgetRoot>`, then hands the result to `<ReportFrame>` with its screens.
 */
import { useEffect, useMemo } from 'react';
import type { ReportMeta } from '@curbcut/core';
import { resolveReportFeatures } from '../buildReport/features';
import type { ReportFeatures } from '../buildReport/features';
import { isEventFor } from '../buildReport/props';
import type { AnyWidgetEvent, NavigateTarget, UrlStateStore, WidgetCommand, WidgetEvent } from '../buildReport/props';
import { useReportData } from '../buildReport/useReportData';
import type { LiveRefreshOptions, ReportData } from '../buildReport/useReportData';
import type { ReportSource } from '../reportSource';
import { DEFAULT_SUPPORT_HREF } from '../ui/texts';
import { useEmit, useWidgetInstance } from './widgetShell';

/** What is the same for every instance of one kind of report widget: declare it once, at module level. */
export interface ReportWidgetSpec<To extends NavigateTarget> {
  /** The `navigate` targets its host's `onEvent` takes; the shared parts' other targets are dropped. */
  targets: readonly To[];
  /** How a report in progress is kept fresh (which live events, which extra queries). */
  liveRefresh: LiveRefreshOptions;
  /** Label of the report's first tab ('Overview', 'Summary'): the issue explorer's way back names it. */
  summaryTabLabel: string;
  /** A report in this status is over: what it found can be filtered, shared and exported. */
  isCompleted(status: ReportMeta['status']): boolean;
  /** The build's in-progress and 'Scan complete' toasts; false for a widget that tells progress its own way. */
  progressToasts?: boolean;
}

/** The props every report widget takes; each widget's props type adds its own links and flags. */
export interface ReportWidgetProps<To extends NavigateTarget> {
  source: ReportSource;
  /** View state store; default: the page's own URL. */
  urlState?: UrlStateStore | undefined;
  /** Only the contact-support link is the shell's; the widget reads its other links itself. */
  links?: { support?: string | undefined } | undefined;
  /** Embedded (iframe) view: no links of the host's, navigation posted as events. */
  minimal?: boolean | undefined;
  theme?: 'light' | 'dark' | undefined;
  onEvent?: ((event: WidgetEvent<To>) => void) | undefined;
  onApi?: ((api: { command(command: WidgetCommand): void }) => void) | undefined;
}

/** What `useReportShell` returns: the instance, the loaded report, and what the frame needs. */
export interface ReportShell<To extends NavigateTarget> extends ReturnType<typeof useWidgetInstance> {
  spec: ReportWidgetSpec<To>;
  source: ReportSource;
  data: ReportData;
  /** Emits to the host; events of another widget's targets are dropped. Stable across renders. */
  emit(event: AnyWidgetEvent): void;
  minimal: boolean;
  isPublic: boolean;
  supportHref: string;
  /** The feature flags in force (the given ones, the others on, no comparison in public). */
  features: ReportFeatures;
  /** The widget keeps its view state in the page's own URL, so links to other view states can be given. */
  ownsPageUrl: boolean;
}

/**
 * Sets up one report widget instance. `flags` are the viewer's feature flags as the widget reads
 * them; only their values matter, so a new object each render costs nothing.
 */
export function useReportShell<To extends NavigateTarget>(
  props: ReportWidgetProps<To>,
  spec: ReportWidgetSpec<To>,
  flags: Partial<ReportFeatures> | undefined,
): ReportShell<To> {
  const { source, minimal = false, onEvent } = props;
  const instance = useWidgetInstance({ urlState: props.urlState, theme: props.theme, onApi: props.onApi, issuesTab: 'issues' });
  const data = useReportData(source, instance.engine?.api ?? null, spec.liveRefresh);
  // Parts shared with other widgets emit any widget's events; the host hears only this widget's.
  const emit = useEmit((event) => {
    if (isEventFor(event, spec.targets)) onEvent?.(event);
  });
  const isPublic = source.kind === 'server' && source.access === 'public';
  const { score, comparison, decisionPersistence, testHarness, bugTracker } = flags ?? {};
  // Rebuilt only when a flag changes: hosts pass a new features object on every render.
  const features = useMemo(
    () => resolveReportFeatures({ score, comparison, decisionPersistence, testHarness, bugTracker }, isPublic),
    [score, comparison, decisionPersistence, testHarness, bugTracker, isPublic],
  );
  const { store } = instance;
  useEffect(() => {
    if (data.datasetVersion > 0) store.getState().bumpData();
  }, [data.datasetVersion, store]);
  return {
    ...instance,
    spec,
    source,
    data,
    emit,
    minimal,
    isPublic,
    supportHref: props.links?.support ?? DEFAULT_SUPPORT_HREF,
    features,
    // Links to this page in another view state need the page's URL as the widget's own.
    ownsPageUrl: props.urlState === undefined && !minimal && source.kind === 'server' && !isPublic,
  };
}
