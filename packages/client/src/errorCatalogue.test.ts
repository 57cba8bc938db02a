import { describe, expect, it } from 'vitest';
import { errorReaction } from './errorCatalogue';
import { ApiRequestError } from './errors';

const http = (status: number, body: ApiRequestError['body'] = null) =>
  new ApiRequestError({ kind: 'http', status, body, method: 'GET', url: '/api/x' });

describe('errorReaction (spec 000 section 8)', () => {
  it('shows a 5 s toast with the server message and description on 422', () => {
    const error = http(422, { code: 'unprocessable', message: 'Scan limit reached', description: 'Upgrade to scan more pages' });
    expect(errorReaction(error)).toEqual({
      kind: 'toast',
      title: 'Scan limit reached',
      description: 'Upgrade to scan more pages',
      timeoutMs: 5000,
    });
  });

  it('shows the generic toast on 500', () => {
    expect(errorReaction(http(500))).toEqual({
      kind: 'toast',
      title: 'There is something wrong, please try again later...',
      timeoutMs: 5000,
    });
  });

  it('shows the generic toast when the server does not answer', () => {
    const timeout = new ApiRequestError({ kind: 'timeout', method: 'GET', url: '/api/x' });
    expect(errorReaction(timeout)).toMatchObject({ kind: 'toast', title: 'There is something wrong, please try again later...' });
  });

  it('goes to the 404 page, or the public-report 404 on public reports', () => {
    expect(errorReaction(http(404))).toEqual({ kind: 'navigate', to: '/404' });
    expect(errorReaction(http(404), { publicReport: true })).toEqual({ kind: 'navigate', to: '/public_report/404' });
  });

  it('keeps minimal and redirect_source on the 404 page in embedded mode', () => {
    const search = '?minimal=true&redirect_source=scanner&tab=SUMMARY';
    expect(errorReaction(http(404), { search })).toEqual({
      kind: 'navigate',
      to: '/404?minimal=true&redirect_source=scanner',
    });
  });

  it('does not report a 401 while the app starts, but does afterwards', () => {
    expect(errorReaction(http(401), { phase: 'init' })).toEqual({ kind: 'ignore' });
    expect(errorReaction(http(401), { phase: 'action' })).toEqual({ kind: 'report' });
  });

  it('ignores cancelled calls and reports anything else', () => {
    expect(errorReaction(new ApiRequestError({ kind: 'aborted', method: 'GET', url: '/api/x' }))).toEqual({ kind: 'ignore' });
    expect(errorReaction(http(409))).toEqual({ kind: 'report' });
    expect(errorReaction(new Error('boom'))).toEqual({ kind: 'report' });
  });
});
