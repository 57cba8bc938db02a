import { describe, expect, it } from 'vitest';
import { buildPath, buildReportPagePath, parseBuildRunSegment, reportApiPath } from './paths';

describe('paths', () => {
  it('encode user text in the build report page path and carry thBuildId', () => {
    expect(buildReportPagePath({ id: 'rep_1', projectId: 'prj_9', buildName: "nightly e2e/#1 (it's)", buildNumber: 12 })).toBe(
      '/automated-tests/projects/prj_9/builds/nightly%20e2e%2F%231%20%28it%27s%29/12?thBuildId=rep_1',
    );
  });

  it('fill path templates with encoded segments, and split a build#number segment at its last #', () => {
    expect(buildPath('/projects/{project}/test_runs/{run}', { project: 'My site', run: 'main#3' })).toBe('/projects/My%20site/test_runs/main%233');
    expect(parseBuildRunSegment('release#2#14')).toEqual({ buildName: 'release#2', buildNumber: 14 });
    expect(parseBuildRunSegment('main#0')).toBeNull();
  });
});

describe('reportApiPath', () => {
  it('reads a consolidated report under /v1/consolidations and every other report under /v1/reports', () => {
    expect(reportApiPath('con_0abc', 'meta')).toBe('/v1/consolidations/con_0abc/meta');
    expect(reportApiPath('rep_0abc', 'dataset/slices')).toBe('/v1/reports/rep_0abc/dataset/slices');
    expect(reportApiPath('rep/1', '')).toBe('/v1/reports/rep%2F1');
  });
});
