/**
 * The pages whose paywalls offer the shell's growth flows (spec 000 section 6): the trial from the
 * shell's activation, free access from the growth modals.
 */
import { useGrowthModals } from '../growth/GrowthActions';
import { ScreenReaderAutomationPage } from '../screenReader/ScreenReaderAutomationPage';
import { ScreenReaderPage } from '../screenReader/ScreenReaderPage';
import { useTrialActivation } from './TrialActivationProvider';

function usePaywallActions() {
  const trial = useTrialActivation();
  const growth = useGrowthModals();
  return { onStartTrial: trial.start, onRequestFreeAccess: () => growth.openFreeAccess(['screenReader']) };
}

/** `/screen-reader`. */
export function ScreenReaderRoute() {
  return <ScreenReaderPage {...usePaywallActions()} />;
}

/** `/screen-reader-automation`. */
export function ScreenReaderAutomationRoute() {
  return <ScreenReaderAutomationPage {...usePaywallActions()} />;
}
