/**
 * The compare page's tabs (spec 000 section 2): Summary, All issues and, for scan runs, Scan log.
 * The chosen tab is kept in the query string (`tab`); each tab keeps its own filters there too.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { compareMetaQuery } from '@curbcut/client';
import type { CompareMeta, CompareProduct } from '@curbcut/core';
import { CompareIssuesTab } from './CompareIssuesTab';
import type { RunNames } from './CompareIssueList';
import { CompareOverview } from './CompareOverview';
import { CompareScanLog } from './CompareScanLog';

const TABS = [
  { id: 'summary', label: 'Summary' },
  { id: 'issues', label: 'All issues' },
  { id: 'scanLog', label: 'Scan log' },
] as const;

function runNamesOf(meta: CompareMeta | undefined, unit: 'run' | 'build'): RunNames {
  if (!meta) return {};
  const name = (run: CompareMeta['baseReport']) => (unit === 'run' ? `run #${run.number}` : `build ${run.name} #${run.number}`);
  return { [meta.baseReport.id]: `${name(meta.baseReport)} (base)`, [meta.newReport.id]: name(meta.newReport) };
}

export function CompareTabs({ product, ids, unit }: { product: CompareProduct; ids: [string, string]; unit: 'run' | 'build' }) {
  const [params, setParams] = useSearchParams();
  const meta = useQuery(compareMetaQuery(product, ids));
  const tabs = TABS.filter((t) => t.id !== 'scanLog' || product === 'websiteScan');
  const selected = tabs.find((t) => t.id === params.get('tab'))?.id ?? 'summary';
  const select = (key: Key) => {
    // A tab starts afresh (its filters) but keeps the runs it compares.
    const next = new URLSearchParams();
    for (const name of ['ids', 'source']) {
      const value = params.get(name);
      if (value !== null) next.set(name, value);
    }
    if (key !== 'summary') next.set('tab', String(key));
    setParams(next, { replace: true });
  };
  const pair = { product, ids };
  return (
    <Tabs selectedKey={selected} onSelectionChange={select} className="compare-tabs">
      <TabList className="page-tab-list" aria-label="Comparison">
        {tabs.map((t) => (
          <Tab key={t.id} id={t.id} className="page-tab">
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="summary">
        <CompareOverview product={product} ids={ids} />
      </TabPanel>
      <TabPanel id="issues">
        <CompareIssuesTab pair={pair} runNames={runNamesOf(meta.data, unit)} />
      </TabPanel>
      {product === 'websiteScan' ? (
        <TabPanel id="scanLog">
          <CompareScanLog pair={pair} unit={unit} />
        </TabPanel>
      ) : null}
    </Tabs>
  );
}
