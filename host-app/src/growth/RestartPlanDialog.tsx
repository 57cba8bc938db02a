import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { createRestartOrder, getRestartPlan } from '@curbcut/client';
import { growthClient } from './growthClient';
import { settle } from './growthRead';
import { leaveFor } from './pageNavigation';
import { growthCsrfToken, growthQueryKeys } from './useGrowthDetails';
import './growth.css';

/** The spec's restart-plan error texts (section 8). */
export const RESTART_PLAN_TEXTS = {
  title: 'Restart your plan',
  loadError: 'There was an error while trying to fetch your current plan. Please try again later.',
  submitError: 'There was an error while trying to place your order. Please try again later.',
} as const;

/** Props of {@link RestartPlanDialog}. */
export interface RestartPlanDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The restart-plan modal (spec 000 sections 2.4, 7.2 and 8): loads the plan to restart, places the
 * order and follows the order's redirect. Both failures have their own text in the catalogue.
 */
export function RestartPlanDialog({ isOpen, onOpenChange }: RestartPlanDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="modal growth-modal">
        <Dialog className="dialog">{({ close }) => <RestartPlanContent close={close} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function RestartPlanContent({ close }: { close: () => void }) {
  // Read afresh at every opening: the plan is what the accounts service says now.
  const plan = useQuery({
    queryKey: growthQueryKeys.restartPlan,
    queryFn: () => settle(() => getRestartPlan(growthClient())),
    staleTime: 0,
    gcTime: 0,
  });
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<'ready' | 'ordering' | 'failed'>('ready');

  const read = plan.data;
  if (read === undefined) {
    return (
      <>
        <Heading slot="title">{RESTART_PLAN_TEXTS.title}</Heading>
        <p role="status">Loading…</p>
      </>
    );
  }
  if (!read.ok) {
    return (
      <>
        <Heading slot="title">{RESTART_PLAN_TEXTS.title}</Heading>
        <p className="form-error" role="alert">
          {RESTART_PLAN_TEXTS.loadError}
        </p>
        <div className="dialog-actions">
          <Button className="button primary" autoFocus onPress={close}>
            Close
          </Button>
        </div>
      </>
    );
  }

  const { plan: current, restart_order: order } = read.data;
  const placeOrder = async () => {
    setPhase('ordering');
    try {
      const placed = await createRestartOrder(order.plan_id, await growthCsrfToken(queryClient), growthClient());
      if (!leaveFor(placed.redirect_url)) close();
    } catch {
      setPhase('failed');
    }
  };

  return (
    <>
      <Heading slot="title">{RESTART_PLAN_TEXTS.title}</Heading>
      <p>{`Your current plan is ${current.name}. Restart ${order.plan_name} to get its features back.`}</p>
      {phase === 'failed' ? (
        <p className="form-error" role="alert">
          {RESTART_PLAN_TEXTS.submitError}
        </p>
      ) : null}
      <div className="dialog-actions">
        <Button className="button" onPress={close}>
          Cancel
        </Button>
        <Button className="button primary" isDisabled={phase === 'ordering'} onPress={() => void placeOrder()}>
          {phase === 'ordering' ? 'Placing your order…' : `Restart ${order.plan_name}`}
        </Button>
      </div>
    </>
  );
}
