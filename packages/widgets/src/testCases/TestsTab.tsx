/**
 * The build report's Tests tab (spec 001 section 2.3): a searchable table of test cases with their
 * summary and severity breakdown. Search is debounced 1000 ms; choosing a test tells the shell,
 * which sets activeTestId and renders TestCaseSlideOver.
 */
import { useState } from 'react';
import { Button, Input, Label, SearchField, VisuallyHidden } from 'react-aria-components';
import { X } from 'lucide-react';
import { IMPACTS, formatCount } from '@curbcut/core';
import { SEVERITY_LABELS } from '../overview/labels';
import { NOT_AVAILABLE, environmentText, summaryLines } from './testCaseText';
import { TestStatusLabel } from './TestStatusLabel';
import type { TestCaseFilters, TestCaseItem, TestCasePage, TestsSource } from './types';
import { useAsync } from './useAsync';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';
import './testCases.css';

/** Skeleton rows while a page loads (spec 001 section 9). */
export const TESTS_SKELETON_ROWS = 5;
/** The no-result title (spec 001 section 2.3). */
export const NO_RESULTS_TITLE = 'No matching results found';
/** The no-result text, exactly as the spec writes it, misspelling included. */
export const NO_RESULTS_TEXT = "We could'nt find the results you were looking for";

/** Props of TestsTab. */
export interface TestsTabProps {
  source: TestsSource;
  /** Called with the id of the test the user chose. */
  onOpenTest: (id: string) => void;
  /** The test whose slide-over is open, marked in the table. */
  activeTestId: string | null;
  /** Status filters chosen in the shell; default none. */
  filters?: TestCaseFilters;
  /** Show each test's score; default true (off without the score feature). */
  showScore?: boolean;
}

function TestRow({
  testCase,
  active,
  showScore,
  onOpenTest,
}: {
  testCase: TestCaseItem;
  active: boolean;
  showScore: boolean;
  onOpenTest: (id: string) => void;
}) {
  const skipped = testCase.status === 'skipped';
  const b = testCase.summary.severityBreakdown;
  return (
    <tr className={active ? 'cc-tc-row-active' : undefined}>
      <th scope="row">
        <Button className="cc-ov-link-button cc-tc-test-name" onPress={() => onOpenTest(testCase.id)} aria-current={active ? 'true' : undefined}>
          {testCase.name}
        </Button>
        <span className={`cc-tc-test-status cc-tc-test-status-${testCase.status}`}>
          <TestStatusLabel status={testCase.status} />
        </span>
        <span className="cc-tc-test-env">
          {environmentText(testCase.browserData)} · {environmentText(testCase.osData)}
        </span>
      </th>
      <td>
        {skipped ? (
          NOT_AVAILABLE
        ) : (
          <ul className="cc-tc-plain-list">
            {summaryLines(testCase).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {showScore ? <li>Score {testCase.summary.score ?? '--'}</li> : null}
          </ul>
        )}
      </td>
      <td>
        {skipped ? (
          NOT_AVAILABLE
        ) : (
          <ul className="cc-tc-plain-list">
            {IMPACTS.map((s) => (
              <li key={s}>
                {SEVERITY_LABELS[s]}: {formatCount(b[s])}
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}

function TestsSkeleton() {
  return (
    <div className="cc-ov-skeleton" role="status">
      <VisuallyHidden>Loading tests</VisuallyHidden>
      {Array.from({ length: TESTS_SKELETON_ROWS }, (_, i) => (
        <div key={i} className="cc-ov-skeleton-row" aria-hidden="true" data-testid="tests-skeleton-row" />
      ))}
    </div>
  );
}

function Pager({ data, onPage }: { data: TestCasePage; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(data.total / Math.max(data.pageSize, 1)));
  if (pages <= 1) return null;
  return (
    <nav className="cc-tc-pager" aria-label="Test pages">
      <Button className="cc-ov-button" isDisabled={data.page <= 1} onPress={() => onPage(data.page - 1)}>
        Previous
      </Button>
      <span>
        Page {data.page} of {pages}
      </span>
      <Button className="cc-ov-button" isDisabled={data.page >= pages} onPress={() => onPage(data.page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** The Tests tab. */
export function TestsTab({ source, onOpenTest, activeTestId, filters = {}, showScore = true }: TestsTabProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen under: a new search starts again on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const key = JSON.stringify([page, search, filters.status ?? []]);
  const result = useAsync(() => source.listTestCases({ page, search, filters }), key);

  const viewAll = () => {
    setInput('');
    setSearch('');
    setPaging({ search: '', page: 1 });
  };

  let body;
  if (result.status === 'loading') body = <TestsSkeleton />;
  else if (result.status === 'error') {
    body = (
      <div className="cc-ov-error" role="alert">
        <p>We couldn't load the tests of this build.</p>
        <Button className="cc-ov-button" onPress={result.retry}>
          Retry
        </Button>
      </div>
    );
  } else if (result.data.total === 0 && (search.trim() !== '' || (filters.status?.length ?? 0) > 0)) {
    body = (
      <div className="cc-tc-no-results">
        <h2 className="cc-tc-no-results-title">{NO_RESULTS_TITLE}</h2>
        <p>{NO_RESULTS_TEXT}</p>
        <Button className="cc-ov-button" onPress={viewAll}>
          View all tests
        </Button>
      </div>
    );
  } else if (result.data.total === 0) {
    body = <p className="cc-ov-empty">This build has no test cases.</p>;
  } else {
    body = (
      <>
        <p className="cc-tc-count" aria-live="polite">
          {result.data.total === 1 ? '1 test' : `${formatCount(result.data.total)} tests`}
        </p>
        {/* Scrolls sideways by itself on a narrow screen; each row's test button gives the keyboard a way in. */}
        <div className="cc-table-region">
          <table className="cc-ov-table cc-tc-tests-table">
            <caption>
              <VisuallyHidden>Test cases</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">Tests</th>
                <th scope="col">Summary</th>
                <th scope="col">Severity breakdown</th>
              </tr>
            </thead>
            <tbody>
              {result.data.testCases.map((t) => (
                <TestRow key={t.id} testCase={t} active={t.id === activeTestId} showScore={showScore} onOpenTest={onOpenTest} />
              ))}
            </tbody>
          </table>
        </div>
        <Pager data={result.data} onPage={setPage} />
      </>
    );
  }

  return (
    <div className="cc-tc-tests">
      <SearchField className="cc-tc-search" value={input} onChange={setInput} onSubmit={(value) => setSearch(value)}>
        <Label>Search tests</Label>
        <Input placeholder="Test name or error message" />
        <Button className="cc-tc-search-clear" aria-label="Clear search">
          <X className="cc-icon" aria-hidden="true" />
        </Button>
      </SearchField>
      {body}
    </div>
  );
}
