// @vitest-environment jsdom
import './jsdomSetup.testUtil';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SCORE_NOTES } from '@curbcut/core';
import { REMEMBERED_KEYS } from '../ui/rememberedFlags';
import { ScoreCard } from './ScoreCard';
import { makeMeta, makeOverview } from './fixtures.testUtil';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const OLD_LOGIC = makeMeta({ createdAt: '2025-05-01T10:00:00.000Z' });
const BEFORE_SCORES = makeMeta({ id: 'rep_1', createdAt: '2025-03-01T10:00:00.000Z' });

describe('ScoreCard score alert', () => {
  it('is dismissed with its close button, and stays dismissed on other reports and later renders', () => {
    render(<ScoreCard meta={OLD_LOGIC} overview={makeOverview()} />);
    expect(screen.getByText(SCORE_NOTES.oldLogic)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss score alert' }));
    expect(screen.queryByText(SCORE_NOTES.oldLogic)).toBeNull();
    expect(screen.getByText('--')).toBeTruthy();
    cleanup();
    render(<ScoreCard meta={BEFORE_SCORES} overview={makeOverview()} />);
    expect(screen.queryByText(SCORE_NOTES.unavailable)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss score alert' })).toBeNull();
  });

  it('keeps the pending note, which has no close button', () => {
    localStorage.setItem(REMEMBERED_KEYS.scoreAlertDismissed, 'true');
    render(<ScoreCard meta={makeMeta({ status: 'running' })} overview={makeOverview()} />);
    expect(screen.getByText(SCORE_NOTES.pending)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss score alert' })).toBeNull();
  });

  it('shows the alert when the stored value is corrupt, and overwrites it on dismissal', () => {
    localStorage.setItem(REMEMBERED_KEYS.scoreAlertDismissed, '{oops');
    render(<ScoreCard meta={BEFORE_SCORES} overview={makeOverview()} />);
    expect(screen.getByText(SCORE_NOTES.unavailable)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss score alert' }));
    expect(localStorage.getItem(REMEMBERED_KEYS.scoreAlertDismissed)).toBe('true');
  });
});
