// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BuildReport } from '../buildReport/BuildReport';
import { createFakeServer } from '../buildReport/fakeServer.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Guideline groups', () => {
  it("keep the spec's 'SC x.y.z' label with the criterion's name beside it", async () => {
    const server = createFakeServer();
    vi.stubGlobal('fetch', server.fetch);
    render(
      <BuildReport
        source={{ kind: 'server', reportId: 'rep_1', client: server.client }}
        urlState={memoryUrlStateStore('activeTab=issues&activeIssuesTab=guidelines')}
      />,
    );
    const trigger = await screen.findByRole('button', { name: /^SC 4\.1\.2/ });
    expect(trigger.querySelector('.cc-accordion-title')?.textContent).toBe('SC 4.1.2 Name, Role, Value');
    expect(trigger.querySelector('.cc-accordion-subtitle')?.textContent?.trim()).toBe('Name, Role, Value');
    const nonText = screen.getByRole('button', { name: /^SC 1\.1\.1/ });
    expect(nonText.querySelector('.cc-accordion-title')?.textContent).toBe('SC 1.1.1 Non-text Content');
  });
});
