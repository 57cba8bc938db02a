/**
 * A pa11y-ci reporter for the scanner benchmark (pa11y-ci loads reporters with require, hence
 * CommonJS). It writes to `options.fileName`, as JSON:
 *   - `windowMs`: from the first page's start to the last page's end. pa11y-ci calls `begin` only
 *     after it has launched Chromium, so this window is the scan with a running browser, the figure
 *     comparable to Curbcut scanning with a warm browser; process start and Chromium launch are not in it;
 *   - per requested URL: violation and needs-review issue counts per rule id.
 * pa11y's axe runner turns each axe node into one issue (`code` is the rule id) and marks results
 * from axe's `incomplete` list with `runnerExtras.needsFurtherReview`, so both counts are per node.
 */
'use strict';

const { writeFileSync } = require('node:fs');

module.exports = function benchReporter(options = {}) {
  const pages = {};
  const started = {};
  let firstBegin = null;
  let lastEnd = null;

  function count(into, code) {
    into[code] = (into[code] || 0) + 1;
  }

  return {
    begin(url) {
      const now = performance.now();
      if (firstBegin === null) firstBegin = now;
      started[url] = now;
    },
    results(results, config) {
      const now = performance.now();
      lastEnd = now;
      const violations = {};
      const review = {};
      for (const issue of results.issues) {
        count(issue.runnerExtras && issue.runnerExtras.needsFurtherReview ? review : violations, issue.code);
      }
      pages[config.url] = { ok: true, finalUrl: results.pageUrl, ms: now - (started[config.url] || now), violations, review };
    },
    error(error, url) {
      const now = performance.now();
      lastEnd = now;
      pages[url] = { ok: false, error: error && error.message ? error.message : String(error), ms: now - (started[url] || now) };
    },
    afterAll(report) {
      const windowMs = firstBegin === null || lastEnd === null ? null : lastEnd - firstBegin;
      writeFileSync(options.fileName, JSON.stringify({ total: report.total, windowMs, pages }));
    },
  };
};
