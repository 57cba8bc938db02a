// @vitest-environment jsdom
import '../ui/domTestSetup.testUtil';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { LATEST_AXE_CORE_VERSION, type ReportMeta } from '@curbcut/core';
import { REMEMBERED_KEYS } from '../ui/rememberedFlags';
import { EngineNotice } from './EngineNotice';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2025-09-01T12:00:00Z');
const clock = (t: number) => () => t;

function meta(overrides: Partial<Pick<ReportMeta, 'createdAt' | 'testEngine'>> = {}): Pick<ReportMeta, 'createdAt' | 'testEngine'> {
  return { createdAt: new Date(NOW - 2 * DAY).toISOString(), testEngine: { name: 'axe-core', version: LATEST_AXE_CORE_VERSION }, ...overrides };
}

const notice = () => screen.queryByRole('status');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('EngineNotice', () => {
  it('names the latest engine on a recent build, with a safe change log link, and passes axe', async () => {
    const { container } = render(
      <EngineNotice meta={meta({ testEngine: { name: 'axe-core', version: LATEST_AXE_CORE_VERSION, changeLog: 'https://example.com/changes' } })} now={clock(NOW)} />,
    );
    expect(notice()).toHaveProperty('textContent', expect.stringContaining(`Tested with the latest engine: axe-core ${LATEST_AXE_CORE_VERSION}.`));
    expect(screen.getByRole('link', { name: /What changed/ }).getAttribute('href')).toBe('https://example.com/changes');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('never links a change log that is not http(s)', () => {
    render(<EngineNotice meta={meta({ testEngine: { name: 'axe-core', version: LATEST_AXE_CORE_VERSION, changeLog: 'javascript:alert(1)' } })} now={clock(NOW)} />);
    expect(notice()).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is hidden for an older engine, no engine, or a build 30 days old or more', () => {
    render(<EngineNotice meta={meta({ testEngine: { name: 'axe-core', version: '4.10.0' } })} now={clock(NOW)} />);
    render(<EngineNotice meta={meta({ testEngine: null })} now={clock(NOW)} />);
    render(<EngineNotice meta={meta({ createdAt: new Date(NOW - 30 * DAY).toISOString() })} now={clock(NOW)} />);
    expect(notice()).toBeNull();
    render(<EngineNotice meta={meta({ createdAt: new Date(NOW - 30 * DAY + 1000).toISOString() })} now={clock(NOW)} />);
    expect(notice()).not.toBeNull();
  });

  it('is dismissed from the keyboard, stays dismissed for 7 days, then reappears', () => {
    render(<EngineNotice meta={meta()} now={clock(NOW)} />);
    const dismiss = screen.getByRole('button', { name: 'Dismiss engine notice' });
    dismiss.focus();
    fireEvent.keyDown(dismiss, { key: 'Enter' });
    fireEvent.keyUp(dismiss, { key: 'Enter' });
    expect(notice()).toBeNull();
    expect(localStorage.getItem(REMEMBERED_KEYS.engineNoticeDismissedAt)).toBe(String(NOW));
    cleanup();
    render(<EngineNotice meta={meta()} now={clock(NOW + 7 * DAY - 1)} />);
    expect(notice()).toBeNull();
    cleanup();
    render(<EngineNotice meta={meta({ createdAt: new Date(NOW + 5 * DAY).toISOString() })} now={clock(NOW + 7 * DAY)} />);
    expect(notice()).not.toBeNull();
  });

  it('shows, and can still be dismissed, when the stored dismissal is corrupt', () => {
    localStorage.setItem(REMEMBERED_KEYS.engineNoticeDismissedAt, 'garbage');
    render(<EngineNotice meta={meta()} now={clock(NOW)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss engine notice' }));
    expect(notice()).toBeNull();
    expect(localStorage.getItem(REMEMBERED_KEYS.engineNoticeDismissedAt)).toBe(String(NOW));
  });
});
