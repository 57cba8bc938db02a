import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { bodyOf, fakeFetch } from './fakeFetch.testUtil';
import { profileQuery, projectsQuery, queryKeys, reportsQuery } from './queries';
import {
  createProject,
  createUploadToken,
  getReportMeta,
  listProjects,
  listReports,
  signIn,
  signOut,
} from './routes';

const ok = (data: unknown, status = 200) => ({ status, body: { data } });

describe('route functions', () => {
  it('signs in with email and password and returns the user', async () => {
    const f = fakeFetch([ok({ user: { id: 'usr_1', name: 'Demo', email: 'demo@curbcut.local' } })]);
    const user = await signIn({ email: 'demo@curbcut.local', password: 'curbcut-demo' }, createApiClient({ fetch: f.fetch }));
    expect(user.name).toBe('Demo');
    expect(f.calls[0]?.url).toBe('/api/v1/auth/sign-in');
    expect(f.calls[0]?.init.method).toBe('POST');
    expect(bodyOf(f.calls[0])).toEqual({ email: 'demo@curbcut.local', password: 'curbcut-demo' });
  });

  it('rejects a wrong password with the server message', async () => {
    const f = fakeFetch([{ status: 401, body: { error: { code: 'unauthorized', message: 'Email or password is incorrect.' } } }]);
    await expect(signIn({ email: 'a@b.c', password: 'x' }, createApiClient({ fetch: f.fetch }))).rejects.toMatchObject({
      status: 401,
      message: 'Email or password is incorrect.',
    });
  });

  it('forgets cached answers on sign-out', async () => {
    const f = fakeFetch([ok({ projects: [] }), ok({}), { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in' } } }]);
    const client = createApiClient({ fetch: f.fetch });
    await listProjects(client);
    await signOut(client);
    await expect(listProjects(client)).rejects.toMatchObject({ status: 401 });
  });

  it('creates a project and an upload token for it', async () => {
    const f = fakeFetch([
      ok({ project: { id: 'prj_1', name: 'Shop', createdAt: '2026-01-01T00:00:00Z' } }, 201),
      ok({ token: 'cct_abc', id: 'upt_1', label: 'CI' }, 201),
    ]);
    const client = createApiClient({ fetch: f.fetch });
    const project = await createProject('Shop', client);
    const token = await createUploadToken(project.id, 'CI', client);
    expect(token.token).toBe('cct_abc');
    expect(f.calls[1]?.url).toBe('/api/v1/projects/prj_1/upload_tokens');
    expect(bodyOf(f.calls[1])).toEqual({ label: 'CI' });
  });

  it('filters reports by type and project and encodes report ids in paths', async () => {
    const f = fakeFetch([ok({ reports: [] }), ok({ id: 'a/b#1' })]);
    const client = createApiClient({ fetch: f.fetch });
    await listReports({ type: 'automatedTest', projectId: 'prj_1' }, client);
    await getReportMeta('a/b#1', client);
    expect(f.calls[0]?.url).toBe('/api/v1/reports?type=automatedTest&projectId=prj_1');
    expect(f.calls[1]?.url).toBe('/api/v1/reports/a%2Fb%231/meta');
  });
});

describe('query-option factories', () => {
  it('give stable keys per parameter set', () => {
    expect(profileQuery().queryKey).toEqual(['curbcut', 'profile']);
    expect(projectsQuery().queryKey).toEqual(['curbcut', 'projects']);
    expect(reportsQuery({ projectId: 'prj_1' }).queryKey).toEqual(queryKeys.reports({ projectId: 'prj_1' }));
    expect(reportsQuery({ projectId: 'prj_1' }).queryKey).not.toEqual(reportsQuery({ projectId: 'prj_2' }).queryKey);
  });

  it('fetch through the given client and leave retrying to it', async () => {
    const f = fakeFetch([ok({ reports: [{ id: 'rep_1' }] })]);
    const options = reportsQuery({ type: 'automatedTest' }, createApiClient({ fetch: f.fetch }));
    expect(options.retry).toBe(false);
    await expect(options.queryFn({ signal: new AbortController().signal })).resolves.toEqual([{ id: 'rep_1' }]);
    expect(f.calls[0]?.url).toBe('/api/v1/reports?type=automatedTest');
  });
});
