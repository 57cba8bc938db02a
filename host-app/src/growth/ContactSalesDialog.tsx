import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { isApiRequestError, submitContact } from '@curbcut/client';
import type { ContactBody, GrowthDetails } from '@curbcut/core';
import { classifyContactFailure, contactFormReducer, initialContactState } from './contactFormMachine';
import { buildContactPayload, type ContactMode } from './contactPayload';
import { ContactForm, CONTACT_FORM_TEXTS, type ContactFormValues } from './ContactForm';
import { ContactOutcome } from './ContactOutcome';
import { growthClient, PUBLIC_CONTACT_URL } from './growthClient';
import { openInNewTab } from './pageNavigation';
import { SchedulerDialog } from './SchedulerDialog';
import { growthQueryKeys, useGrowthDetails } from './useGrowthDetails';
import './growth.css';
import { trackEvent } from '../telemetry';

/** Props of {@link ContactSalesDialog}. */
export interface ContactSalesDialogProps {
  /** Contact sales, or 'Get a demo'. */
  mode: ContactMode;
  /** The call to action that opened it, sent as the payload's cta_ref. */
  ctaRef: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The contact-sales and 'Get a demo' modal (spec 000 sections 2.4, 4.4 and 8). Escape and a click
 * outside close it, and react-aria returns focus to the control that opened it.
 */
export function ContactSalesDialog({ mode, ctaRef, isOpen, onOpenChange }: ContactSalesDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="modal growth-modal">
        <Dialog className="dialog">{({ close }) => <ContactContent mode={mode} ctaRef={ctaRef} close={close} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Waits for the growth details the form depends on (the domain check, an earlier demo request). */
function ContactContent({ mode, ctaRef, close }: { mode: ContactMode; ctaRef: string; close: () => void }) {
  const { details, error, isPending } = useGrowthDetails();
  const signedOut = isApiRequestError(error) && error.status === 401;

  useEffect(() => {
    // Spec 000 section 8: a 401 on the demo details opens the public contact page instead.
    if (!signedOut) return;
    openInNewTab(PUBLIC_CONTACT_URL);
    close();
  }, [signedOut, close]);

  if (isPending || signedOut) {
    return (
      <>
        <Heading slot="title">{CONTACT_FORM_TEXTS[mode].title}</Heading>
        <p role="status">Loading…</p>
      </>
    );
  }
  return <ContactFlow mode={mode} ctaRef={ctaRef} details={details ?? null} close={close} />;
}

function ContactFlow({ mode, ctaRef, details, close }: { mode: ContactMode; ctaRef: string; details: GrowthDetails | null; close: () => void }) {
  const earlier = mode === 'demo' && details?.contactUsDetails.demoRequestSubmitted ? { submittedAt: details.contactUsDetails.demoRequestDate } : null;
  const [state, dispatch] = useReducer(contactFormReducer, earlier, initialContactState);
  const queryClient = useQueryClient();
  const lastPayload = useRef<ContactBody | null>(null);
  const [lastValues, setLastValues] = useState<ContactFormValues | null>(null);

  const send = useCallback(
    async (payload: ContactBody) => {
      dispatch({ type: 'submit' });
      try {
        const result = await submitContact(payload, growthClient());
        // The details now hold the demo request: the next opening must show DUPLICATE.
        void queryClient.invalidateQueries({ queryKey: growthQueryKeys.details({}) });
        dispatch(result.status === 'DUPLICATE' ? { type: 'duplicate', submittedAt: result.submitted_at } : { type: 'submitted', schedulerUrl: result.scheduler_url });
        if (result.status !== 'DUPLICATE') trackEvent('contact_request_sent', { request_type: payload.request_type ?? 'contact_sales', cta_ref: payload.cta_ref ?? '' });
      } catch (error) {
        const failure = classifyContactFailure(error);
        if (failure.kind === 'event') {
          dispatch(failure.event);
        } else {
          openInNewTab(PUBLIC_CONTACT_URL);
          close();
        }
      }
    },
    [close, queryClient],
  );

  const submit = (values: ContactFormValues) => {
    const payload = buildContactPayload({
      mode,
      input: values,
      queryType: values.queryType,
      details,
      ctaRef,
      pageUrl: window.location.href,
      referrer: document.referrer,
    });
    lastPayload.current = payload;
    setLastValues(values);
    void send(payload);
  };

  const retry = () => {
    if (lastPayload.current) void send(lastPayload.current);
  };
  const schedulerFailed = useCallback(() => dispatch({ type: 'schedulerFailed' }), []);
  const emailEdited = useCallback(() => dispatch({ type: 'emailEdited' }), []);

  switch (state.phase) {
    case 'idle':
    case 'submitting':
    case 'INPUT_ERROR':
      return (
        <ContactForm
          mode={mode}
          state={state}
          checkEmailDomain={details?.checkEmailDomain ?? true}
          initialValues={lastValues}
          onSubmit={submit}
          onEmailEdited={emailEdited}
        />
      );
    case 'RH_SCHEDULER':
      return <SchedulerDialog url={state.schedulerUrl ?? ''} onFailed={schedulerFailed} onClose={close} />;
    default:
      return <ContactOutcome state={state} onRetry={retry} onClose={close} />;
  }
}
