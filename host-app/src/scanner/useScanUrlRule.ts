/**
 * The scan URL rule in force for this viewer: core's strict website URL rule, widened to local
 * addresses when the server says it may scan private networks (profile
 * `private_network_scans_allowed`), so the form refuses exactly what the server would.
 */
import { useQuery } from '@tanstack/react-query';
import { validateScanUrl, type ValidationResult } from '@curbcut/core';
import { appProfileQuery } from '../queryClient';

/** Checks one URL of a scan (start page, sitemap, login page). */
export type ScanUrlRule = (value: string) => ValidationResult;

/** The rule for a server that does or does not scan private networks. */
export function scanUrlRule(privateNetworkAllowed: boolean): ScanUrlRule {
  return (value) => validateScanUrl(value, privateNetworkAllowed);
}

/** The signed-in viewer's rule (strict until the profile has loaded). */
export function useScanUrlRule(): ScanUrlRule {
  const allowed = useQuery(appProfileQuery()).data?.private_network_scans_allowed === true;
  return scanUrlRule(allowed);
}
