// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import type { WidgetCommand, WidgetEvent } from '../buildReport/props';
import { BUILD_LIVE_REFRESH } from '../buildReport/useReportData';
import { sampleAxeResults } from '../data/fixtures.testUtil';
import { memoryUrlStateStore } from '../store/urlStateStore';
import { ReportFrame } from './ReportFrame';
import { ReportSections } from './ReportSections';
import { withWidgetRoot } from './WidgetRoot';
import { useReportShell } from './useReportShell';
import type { ReportWidgetProps, ReportWidgetSpec } from './useReportShell';
import { useView, useWidget } from './widgetContext';

afterEach(cleanup);

// The smallest widget the shell allows (the example of docs/widgets.md): its screens and nothing else.
type DemoTarget = 'home';
const DEMO_REPORT: ReportWidgetSpec<DemoTarget> = {
  targets: ['home'],
  liveRefresh: BUILD_LIVE_REFRESH,
  summaryTabLabel: 'Summary',
  isCompleted: (status) => status === 'completed',
};

/** The query clients the demo screens ran with, in render order. */
let seenClients: QueryClient[] = [];

function DemoScreens() {
  const { meta, store, emit } = useWidget();
  const tab = useView((s) => s.url.activeTab);
  seenClients.push(useQueryClient());
  return (
    <>
      <h1>{meta.name}</h1>
      <Button onPress={() => emit({ type: 'navigate', payload: { to: 'home', href: null } })}>Home</Button>
      {/* What a part shared with the scan report emits: not one of this widget's targets. */}
      <Button onPress={() => emit({ type: 'navigate', payload: { to: 'scanList', href: null } })}>Scans</Button>
      <ReportSections
        selected={tab === 'issues' ? 'issues' : 'summary'}
        onSelect={(id) => store.getState().setTab(id)}
        sections={[
          { id: 'summary', label: 'Summary', panel: <p>Summary panel</p> },
          { id: 'issues', label: 'All issues', panel: <p>Issues panel</p> },
        ]}
      />
    </>
  );
}

function DemoReportView(props: ReportWidgetProps<DemoTarget>) {
  const shell = useReportShell(props, DEMO_REPORT, undefined);
  return (
    <ReportFrame shell={shell} links={{}} issueSnapshots="hidden" back={{ to: 'home', href: '/home', label: 'Back home' }}>
      <DemoScreens />
    </ReportFrame>
  );
}

const DemoReport = withWidgetRoot('DemoReport', DemoReportView);

function offline(name: string) {
  return { kind: 'offline' as const, results: sampleAxeResults(), name };
}

describe('the widget shell', () => {
  it('shows a widget built on it, emits ready, and forwards only its own navigate targets', async () => {
    const events: WidgetEvent<DemoTarget>[] = [];
    render(<DemoReport source={offline('Demo')} urlState={memoryUrlStateStore()} onEvent={(e) => events.push(e)} />);
    expect(screen.getByRole('status').textContent).toBe('Loading report…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Report sections' })).toBeTruthy();
    expect(screen.getByText('Summary panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Scans' }));
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(events.map((e) => e.type)).toEqual(['ready', 'navigate']));
    expect(events[0]?.payload).toEqual({ reportId: null, name: 'Demo' });
    expect(events[1]?.payload).toEqual({ to: 'home', href: null });
  });

  it('gives two widgets on one page their own query client, view state and theme', async () => {
    seenClients = [];
    const hostClient = new QueryClient();
    const first = memoryUrlStateStore();
    const second = memoryUrlStateStore();
    const apis: Record<string, (command: WidgetCommand) => void> = {};
    render(
      <QueryClientProvider client={hostClient}>
        <section aria-label="First">
          <DemoReport source={offline('First')} urlState={first} onApi={(api) => (apis.first = api.command)} />
        </section>
        <section aria-label="Second">
          <DemoReport source={offline('Second')} urlState={second} onApi={(api) => (apis.second = api.command)} />
        </section>
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { name: 'First' });
    await screen.findByRole('heading', { name: 'Second' });
    const clients = new Set(seenClients);
    expect(clients.size).toBe(2);
    expect(clients.has(hostClient)).toBe(false);

    act(() => apis.first?.({ type: 'set-theme', payload: { theme: 'dark' } }));
    act(() => apis.second?.({ type: 'set-filters', payload: { filters: { categories: ['keyboard'] } } }));
    const widgets = [...document.querySelectorAll('.cc-widget')];
    await waitFor(() => expect(widgets.map((w) => w.getAttribute('data-theme'))).toEqual(['dark', 'light']));
    expect(second.read().get('activeTab')).toBe('issues');
    expect(first.read().get('activeTab')).toBeNull();
    expect(screen.getByRole('region', { name: 'Second' }).textContent).toContain('Issues panel');
    expect(screen.getByRole('region', { name: 'First' }).textContent).toContain('Summary panel');
  });

  it('shows the failure page when the report cannot be read, with the widget back link', async () => {
    const events: WidgetEvent<DemoTarget>[] = [];
    render(<DemoReport source={{ kind: 'offline', results: 'not axe results' }} urlState={memoryUrlStateStore()} onEvent={(e) => events.push(e)} />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('a[href="/home"]')?.textContent).toBe('Back home');
    await waitFor(() => expect(events.map((e) => e.type)).toContain('error'));
  });
});
