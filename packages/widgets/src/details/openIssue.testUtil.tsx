/** Opens a server build report of the given axe results on one issue, named by its id as a shared link does. */
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';

/** Renders the report with the issue of `target` on `pageUrl` open; resolves once its details show. */
export async function openIssueById(results: unknown, target: string, pageUrl: string): Promise<void> {
  const server = createFakeServer({ results });
  vi.stubGlobal('fetch', server.fetch);
  const id = server.issueId(target, pageUrl);
  render(
    <BuildReport
      source={{ kind: 'server', reportId: 'rep_1', client: server.client }}
      urlState={memoryUrlStateStore(`activeTab=issues&activeIssueId=${encodeURIComponent(id)}`)}
    />,
  );
  await screen.findByText('Issue 1 of 1');
}
