import { describe, expect, it } from 'vitest';
import { publicReportLink } from '@curbcut/core';
import { readPublicLink, reportToShow } from './publicLink';

const search = (link: string) => new URL(link, 'https://app.example').searchParams;

describe('readPublicLink', () => {
  it("reads the server's own link, which names no report: the token alone", () => {
    expect(readPublicLink(search(publicReportLink('automatedTest', 'ccp_abc')))).toEqual({ type: 'automatedTest', query: { token: 'ccp_abc' } });
  });

  it('opens a website scan through the central scanner view, also from a link that names websiteScan', () => {
    expect(publicReportLink('websiteScan', 'ccp_abc')).toBe('/public_report?type=scanner&token=ccp_abc');
    expect(readPublicLink(search(publicReportLink('websiteScan', 'ccp_abc')))).toEqual({ type: 'websiteScan', query: { token: 'ccp_abc' } });
    expect(readPublicLink(search('/public_report?type=websiteScan&token=ccp_abc'))?.type).toBe('websiteScan');
  });

  it('passes the thBuildId of an older link on, for the server to check against the token', () => {
    expect(readPublicLink(search('/public_report?type=automatedTest&token=ccp_abc&thBuildId=rep_1'))).toEqual({
      type: 'automatedTest',
      query: { token: 'ccp_abc', thBuildId: 'rep_1' },
    });
  });

  it('opens nothing without a token, or for a type this app does not show', () => {
    expect(readPublicLink(search('/public_report?type=automatedTest'))).toBeNull();
    expect(readPublicLink(search('/public_report?type=automatedTest&token='))).toBeNull();
    expect(readPublicLink(search('/public_report?token=ccp_abc'))).toBeNull();
    expect(readPublicLink(search('/public_report?type=designToolkit&token=ccp_abc'))).toBeNull();
  });

  it('opens the manual report views, workflow and assisted (spec 002 section 2.1)', () => {
    expect(readPublicLink(search('/public_report?type=workflowScan&token=ccp_abc'))).toEqual({ type: 'workflowScan', query: { token: 'ccp_abc' } });
    expect(readPublicLink(search('/public_report?type=assistedTest&token=ccp_abc'))).toEqual({ type: 'assistedTest', query: { token: 'ccp_abc' } });
  });
});

describe('reportToShow', () => {
  const link = { type: 'automatedTest' as const, query: { token: 'ccp_abc' } };

  it("shows the report the server says the token opens", () => {
    expect(reportToShow(link, { reportId: 'rep_1', type: 'automatedTest' })).toBe('rep_1');
  });

  it('shows nothing when the token opens a report of another type than the link says', () => {
    expect(reportToShow(link, { reportId: 'rep_2', type: 'websiteScan' })).toBeNull();
  });
});
