import { Outlet } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { appProfileQuery } from '../queryClient';
import { usePageTelemetry } from '../telemetry';

/**
 * The root route's element: reports each page to the telemetry sink, if any. It reads the profile
 * only from the cache (the shell's loader fills it), so public, embed and sign-in pages make no
 * profile call for it.
 */
export function TelemetryRoot() {
  const profile = useQuery({ ...appProfileQuery(), enabled: false });
  usePageTelemetry(profile.data?.group_id ?? null);
  return <Outlet />;
}
