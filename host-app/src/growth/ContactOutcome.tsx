import type { ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';
import { formatDateTime } from '../format';
import type { ContactFormState } from './contactFormMachine';

/** The spec's texts of the contact outcomes (spec 000 section 8). */
export const CONTACT_TEXTS = {
  successTitle: 'Thank You!',
  successText: 'You will be hearing from us soon.',
  retryTitle: 'Something went wrong!',
  retryText: 'There was an error submitting the request.',
  errorTitle: 'Please try after sometime!',
  errorText: 'We are facing issues submitting the demo request.',
  duplicateTitle: 'You have already requested a demo',
} as const;

/**
 * The end screens of the contact form: SUCCESS, RETRY (Dismiss and Retry), ERROR (Got it) and
 * DUPLICATE with the earlier request's date. Each focuses its main button when it appears, so
 * keyboard and screen-reader users land on the new content instead of on a removed Submit.
 */
export function ContactOutcome({ state, onRetry, onClose }: { state: ContactFormState; onRetry: () => void; onClose: () => void }) {
  switch (state.phase) {
    case 'SUCCESS':
      return (
        <Outcome title={CONTACT_TEXTS.successTitle} text={CONTACT_TEXTS.successText}>
          <Button className="button primary" autoFocus onPress={onClose}>
            Close
          </Button>
        </Outcome>
      );
    case 'RETRY':
      return (
        <Outcome title={CONTACT_TEXTS.retryTitle} text={CONTACT_TEXTS.retryText} alert>
          <Button className="button" onPress={onClose}>
            Dismiss
          </Button>
          <Button className="button primary" autoFocus onPress={onRetry}>
            Retry
          </Button>
        </Outcome>
      );
    case 'ERROR':
      return (
        <Outcome title={CONTACT_TEXTS.errorTitle} text={CONTACT_TEXTS.errorText} alert>
          <Button className="button primary" autoFocus onPress={onClose}>
            Got it
          </Button>
        </Outcome>
      );
    case 'DUPLICATE':
      return (
        <Outcome title={CONTACT_TEXTS.duplicateTitle} text={duplicateText(state.duplicateOf)}>
          <Button className="button primary" autoFocus onPress={onClose}>
            Got it
          </Button>
        </Outcome>
      );
    default:
      return null;
  }
}

function duplicateText(submittedAt: string | null): string {
  const when = submittedAt === null ? '' : ` on ${formatDateTime(submittedAt)}`;
  return `We received your demo request${when}. You will be hearing from us soon.`;
}

function Outcome({ title, text, alert = false, children }: { title: string; text: string; alert?: boolean; children: ReactNode }) {
  return (
    <div className="growth-outcome">
      <Heading slot="title">{title}</Heading>
      <p role={alert ? 'alert' : 'status'}>{text}</p>
      <div className="dialog-actions">{children}</div>
    </div>
  );
}
