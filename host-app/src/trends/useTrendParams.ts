/**
 * The trends panel's choices kept in the page's URL (`range=`, `trendView=`), so a reload, a
 * bookmark or a shared link shows the same trend. Defaults are left out of the URL; an unknown
 * value reads as the default.
 */
import { useSearchParams } from 'react-router';
import { DEFAULT_TREND_RANGE, isTrendRange, type TrendRange } from '@curbcut/core';
import { isTrendView, TREND_VIEWS, type TrendView } from './trendCharts';

/** The URL parameters the panel reads and writes. */
export const TREND_PARAMS = { range: 'range', view: 'trendView' } as const;

const DEFAULT_VIEW: TrendView = TREND_VIEWS[0];

/** The range and view in the URL, and setters that replace the current history entry. */
export function useTrendParams(): { range: TrendRange; view: TrendView; setRange: (range: TrendRange) => void; setView: (view: TrendView) => void } {
  const [params, setParams] = useSearchParams();
  const rawRange = params.get(TREND_PARAMS.range);
  const rawView = params.get(TREND_PARAMS.view);
  const set = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    range: isTrendRange(rawRange) ? rawRange : DEFAULT_TREND_RANGE,
    view: isTrendView(rawView) ? rawView : DEFAULT_VIEW,
    setRange: (range) => set(TREND_PARAMS.range, range, DEFAULT_TREND_RANGE),
    setView: (view) => set(TREND_PARAMS.view, view, DEFAULT_VIEW),
  };
}
