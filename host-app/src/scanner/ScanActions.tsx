/**
 * The run actions shared by the scan list and the details page: 'Scan now' (one run at a time, so it
 * is unavailable while a run is in progress) and 'Cancel scan' for a queued or running run.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { cancelScanRun, getDefaultApiClient, isApiRequestError, scanQueryKeys, startScanRun, type ScanConfig } from '@curbcut/client';
import { showToast } from '../toasts';
import { isRunInProgress } from './scannerPaths';

function useRefreshScans() {
  const queryClient = useQueryClient();
  return () => {
    // Reports lists read through the client's cache; the write emptied it, this keeps both in step.
    getDefaultApiClient().clearCache();
    return queryClient.invalidateQueries({ queryKey: scanQueryKeys.all });
  };
}

/**
 * 'Scan now'. While a run is in progress the button is disabled and `describedBy` (visible text
 * saying why) is linked to it; disabled buttons are skipped by Tab, so the reason is also on screen.
 * A disabled button also drops focus, so once the run it started shows, focus moves to
 * `describedBy`'s element (focusable with tabIndex -1) instead of falling to the page.
 */
export function ScanNowButton({ scan, className = 'button', describedBy }: { scan: Pick<ScanConfig, 'id' | 'name' | 'latestRun'>; className?: string; describedBy?: string }) {
  const refresh = useRefreshScans();
  const pressed = useRef(false);
  const mutation = useMutation({
    mutationFn: () => startScanRun(scan.id),
    meta: { showsOwnErrors: true },
    onSuccess: async () => {
      showToast({ title: `Scan of ‘${scan.name}’ started`, tone: 'success' });
      await refresh();
    },
    onError: (error) => {
      // A 409 means another run started meanwhile (another tab, the schedule): show the list as it is.
      void refresh();
      if (isApiRequestError(error) && error.status === 409) {
        showToast({ title: error.body?.message ?? 'A scan of this configuration is already in progress.', tone: 'info' });
      } else if (isApiRequestError(error) && error.status !== null && error.status < 500 && error.status !== 422 && error.status !== 404) {
        // What the error catalogue leaves to the caller (other 4xx answers).
        showToast({ title: error.body?.message ?? 'The scan could not be started.', tone: 'error' });
      }
    },
  });
  const busy = isRunInProgress(scan.latestRun?.status);
  useEffect(() => {
    if (!busy || !pressed.current) return;
    pressed.current = false;
    if (describedBy) document.getElementById(describedBy)?.focus();
  }, [busy, describedBy]);
  return (
    <Button
      className={className}
      isDisabled={busy}
      isPending={mutation.isPending}
      onPress={() => {
        pressed.current = true;
        mutation.mutate();
      }}
      aria-label={`Scan now: ${scan.name}`}
      {...(busy && describedBy ? { 'aria-describedby': describedBy } : {})}
    >
      Scan now
    </Button>
  );
}

/** 'Cancel scan' for a queued or running run. */
export function CancelRunButton({ scanId, runId, runNumber }: { scanId: string; runId: string; runNumber: number }) {
  const refresh = useRefreshScans();
  const mutation = useMutation({
    mutationFn: () => cancelScanRun(scanId, runId),
    meta: { showsOwnErrors: true },
    onSuccess: async () => {
      showToast({ title: `Run #${runNumber} cancelled`, tone: 'info' });
      await refresh();
    },
    onError: (error) => {
      // A 409: the run ended meanwhile. The refreshed history shows how.
      void refresh();
      if (isApiRequestError(error) && error.status === 409) showToast({ title: error.body?.message ?? `Run #${runNumber} has already ended.`, tone: 'info' });
    },
  });
  return (
    // Not isPending: the button goes away once the run stops (see ScanForm's submit button).
    <Button className="button" onPress={() => mutation.isPending || mutation.mutate()} aria-label={`Cancel scan run #${runNumber}`}>
      Cancel scan
    </Button>
  );
}
