/**
 * The manual report's own reads, shared by its steps and checks views and the details pane (one
 * query each, so opening an issue after the timeline asks the server nothing new), and the address
 * of a screenshot the page can load.
 */
import { createContext, useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getManualChecks, getManualSteps } from '@curbcut/client';
import type { ApiClient } from '@curbcut/client';
import type { ConsolidatedReport } from '@curbcut/core';
import { useWidget } from '../shell/widgetContext';

/** The report the widget shows and the token it reads with, for the parts the shell does not know. */
export interface ManualReportScope {
  report: ConsolidatedReport;
  token: string | undefined;
}

const ManualScopeContext = createContext<ManualReportScope | null>(null);

/** Provides the shown report to the manual parts of the details pane and the unit views. */
export const ManualScopeProvider = ManualScopeContext.Provider;

/** The shown report; only inside `<ManualReport>`. */
export function useManualScope(): ManualReportScope {
  const scope = useContext(ManualScopeContext);
  if (!scope) throw new Error('useManualScope must be used inside <ManualReport>.');
  return scope;
}

/** A workflow report's steps. */
export function useManualSteps(reportId: string) {
  const { client } = useWidget();
  return useQuery({ queryKey: ['steps', reportId], enabled: client !== null, queryFn: () => getManualSteps(reportId, client as ApiClient) });
}

/** An assisted test's checks and the fingerprints with a screenshot. */
export function useManualChecks(reportId: string) {
  const { client } = useWidget();
  return useQuery({ queryKey: ['checks', reportId], enabled: client !== null, queryFn: () => getManualChecks(reportId, client as ApiClient) });
}

/** A screenshot path of the API as an address the page can load (a token reader's token in its query). */
export function useScreenshotUrl(): (path: string) => string {
  const { client } = useWidget();
  const { token } = useManualScope();
  return (path) => {
    if (!client) return path;
    const api = new URL(client.baseUrl, globalThis.location?.href ?? 'http://localhost/');
    const url = new URL(path, api);
    if (token) url.searchParams.set('token', token);
    return url.href;
  };
}
