/** The All builds list of one project (`GET /api/v1/projects/{projectId}/builds`, newest first, with health). */
import { listProjectBuilds, queryKeys, type ApiClient } from '@curbcut/client';

/** The TanStack Query options of a project's builds (under `queryKeys.all`, so live updates refresh it). */
export function projectBuildsQuery(projectId: string, client?: ApiClient) {
  return {
    queryKey: [...queryKeys.all, 'project', projectId, 'builds'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => listProjectBuilds(projectId, client, { signal }),
    retry: false as const,
  };
}
