/**
 * 'Trends over time' (spec 000 section 9, issue 19) on a project's builds page and a website scan's
 * details page: a time range (kept in the URL), a switch between the three views (page failures,
 * severity breakdown, resolution trend) and each view's chart with its data table, drawn by the
 * widgets' ChartFigure like the report overview's charts. The table is always there for screen
 * readers; 'Show data table' shows it on screen too.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { trendsQuery, type TrendSubject } from '@curbcut/client';
import { TREND_MAX_POINTS, TREND_RANGE_LABELS, TREND_RANGES, isTrendRange, type Trends } from '@curbcut/core';
import { ChartFigure } from '@curbcut/widgets';
import { formatDateTime } from '../format';
import { SelectField, SwitchField } from '../scanner/ScanFormFields';
import { isTrendView, TREND_VIEW_LABELS, TREND_VIEWS, trendChart, type TrendPointKind, type TrendView } from './trendCharts';
import { useTrendParams } from './useTrendParams';
import '../scanner/scanner.css';
import './trends.css';

const RANGE_OPTIONS = TREND_RANGES.map((id) => ({ id, label: TREND_RANGE_LABELS[id] }));

/** Props of {@link TrendsPanel}. */
export interface TrendsPanelProps {
  /** Whose runs: a project's builds, or a website scan's runs. */
  subject: TrendSubject;
  /** What a point is called: 'build' or 'run'. */
  kind: TrendPointKind;
}

/** The trends of a project's builds or a scan's runs over a chosen time range. */
export function TrendsPanel({ subject, kind }: TrendsPanelProps) {
  const titleId = useId();
  const { range, view, setRange, setView } = useTrendParams();
  const [tableVisible, setTableVisible] = useState(false);
  const trends = useQuery(trendsQuery(subject, range));

  return (
    <section className="card trends" aria-labelledby={titleId}>
      <div className="trends-header">
        <h2 id={titleId}>Trends over time</h2>
        <div className="trends-controls">
          <SelectField
            field="range"
            label="Time range"
            value={range}
            options={RANGE_OPTIONS}
            onChange={(value) => {
              if (isTrendRange(value)) setRange(value);
            }}
          />
          <SwitchField label="Show data table" isSelected={tableVisible} onChange={setTableVisible} />
        </div>
      </div>
      <Tabs
        selectedKey={view}
        onSelectionChange={(key: Key) => {
          if (isTrendView(key)) setView(key);
        }}
      >
        <TabList className="page-tab-list" aria-label="Trend view">
          {TREND_VIEWS.map((v) => (
            <Tab key={v} id={v} className="page-tab">
              {TREND_VIEW_LABELS[v]}
            </Tab>
          ))}
        </TabList>
        {TREND_VIEWS.map((v) => (
          <TabPanel key={v} id={v} className="trends-panel">
            {trends.isPending ? (
              <p role="status">Loading trends…</p>
            ) : trends.isError ? (
              <div className="trends-state" role="alert">
                <p className="form-error">The trends could not be loaded.</p>
                <Button className="button" onPress={() => void trends.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <TrendViewBody data={trends.data} view={v} kind={kind} tableVisible={tableVisible} onShowAll={() => setRange('all')} />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

interface TrendViewBodyProps {
  data: Trends;
  view: TrendView;
  kind: TrendPointKind;
  tableVisible: boolean;
  onShowAll: () => void;
}

function TrendViewBody({ data, view, kind, tableVisible, onShowAll }: TrendViewBodyProps) {
  const plural = `${kind}s`;
  if (data.points.length === 0) {
    const everything = data.range === 'all';
    return (
      <div className="trends-state" role="status">
        <p className="empty-title">{everything ? `No completed ${plural} yet` : 'No runs in this time range'}</p>
        <p>
          {everything
            ? `Trends appear once a ${kind} completes.`
            : `No ${kind} completed in the ${TREND_RANGE_LABELS[data.range].toLowerCase()}. Choose a longer time range to see earlier ${plural}.`}
        </p>
        {everything ? null : (
          <Button className="button" onPress={onShowAll}>
            Show all time
          </Button>
        )}
      </div>
    );
  }
  const { chart, label, table } = trendChart(view, data.points, kind, (iso) => formatDateTime(iso));
  return (
    <>
      {data.truncated ? <p className="muted">Showing the latest {TREND_MAX_POINTS} {plural} of this time range.</p> : null}
      {view === 'pageFailures' && kind === 'build' ? (
        <p className="muted">Builds have no page load failures: their tests open their own pages, and a page that does not load fails its test.</p>
      ) : null}
      {view === 'resolution' ? <p className="muted">Each {kind} against the previous completed {kind}{kind === 'build' ? ' of the same name' : ''}; – where there is none.</p> : null}
      <ChartFigure chart={chart} label={label} table={table} tableVisible={tableVisible} height={260} />
    </>
  );
}
