/**
 * The meta of the report an embed frame was given, read with the frame's token alone (no session
 * cookie): what an embedded widget needs to learn first (the report's kind, project, build name).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createApiClient, getDefaultApiClient, getReportMeta } from '@curbcut/client';
import type { ServerReportSource } from '@curbcut/widgets';

/** The meta query of `source`'s report (not run unless `enabled`); no retry, a refusal is final. */
export function useEmbeddedMeta(source: ServerReportSource, enabled = true) {
  const token = source.token ?? '';
  const client = useMemo(
    () => createApiClient({ baseUrl: getDefaultApiClient().baseUrl, headers: { authorization: `Bearer ${token}` }, credentials: 'omit' }),
    [token],
  );
  return useQuery({
    queryKey: ['embed-meta', source.reportId, token],
    queryFn: ({ signal }) => getReportMeta(source.reportId, client, { signal }),
    enabled,
    retry: false,
  });
}
