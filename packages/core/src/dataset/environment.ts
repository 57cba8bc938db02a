/**
 * The browser, OS and viewport an issue was found in (spec 001, Element details). One rule for the
 * server's issue item and the widget's engine, so both panes show the same thing.
 */
import type { Dataset } from './decode';
import type { DatasetPageEnvironment, NameAndVersion } from './format';
import { rowTestCases } from './rows';

/** What a test case may have recorded about where it ran. */
export interface TestedEnvironment {
  browser?: NameAndVersion | undefined;
  os?: NameAndVersion | undefined;
}

/** An issue's environment; null where nothing recorded it. */
export interface IssueEnvironment {
  browser: string | null;
  os: string | null;
  viewport: { width: number; height: number } | null;
}

/** 'name version' ('chromium 156'), or the name alone when no version was recorded. */
export function nameAndVersionLabel(value: NameAndVersion | undefined): string | null {
  if (!value) return null;
  return value.version ? `${value.name} ${value.version}` : value.name;
}

/**
 * Browser and OS from the first of the issue's test cases that recorded each (in the order given);
 * a browser falls back to the page's user agent, since a page scanned outside a test still has one.
 * The viewport is the page's axe window size, when both sides are known.
 */
export function issueEnvironment(testCases: Iterable<TestedEnvironment>, page: DatasetPageEnvironment | null | undefined): IssueEnvironment {
  let browser: string | null = null;
  let os: string | null = null;
  for (const t of testCases) {
    browser ??= nameAndVersionLabel(t.browser);
    os ??= nameAndVersionLabel(t.os);
    if (browser !== null && os !== null) break;
  }
  const width = page?.windowWidth;
  const height = page?.windowHeight;
  return {
    browser: browser ?? page?.userAgent ?? null,
    os,
    viewport: width !== undefined && height !== undefined ? { width, height } : null,
  };
}

/** The environment of a dataset row: its test cases in dataset order, then its page. */
export function rowEnvironment(dataset: Dataset, row: number): IssueEnvironment {
  const tested = rowTestCases(dataset, row).flatMap((i) => {
    const t = dataset.testCases[i];
    return t ? [t] : [];
  });
  return issueEnvironment(tested, dataset.pageEnvironments[dataset.columns.page[row] as number]);
}
