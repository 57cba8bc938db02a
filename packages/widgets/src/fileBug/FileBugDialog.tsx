/**
 * 'File a bug': the one form that files an issue in the bug tracker the server is configured with
 * (Jira or Azure DevOps), used by the details pane of every report widget and by a host's own
 * button (the host app's report-level action). Title and description arrive prefilled and can be
 * edited. Spec 002 section 4: on success the dialog closes and a toast links to the ticket; on
 * failure an error toast says so (section 8) and the dialog stays open with the tracker's reason,
 * so the text is not lost and an admin can see what to fix.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, FieldError, Form, Heading, Input, Label, Modal, ModalOverlay, TextArea, TextField } from 'react-aria-components';
import { fileBugReport, getDefaultApiClient, isApiRequestError, type ApiClient } from '@curbcut/client';
import { BUG_REPORT_FAILURE_TOAST, issueCreatedToast, NO_BUG_TRACKER_MESSAGE, VIEW_ISSUE_LABEL, type FiledIssue } from '@curbcut/core';
import { BUG_DESCRIPTION_MAX, BUG_TITLE_MAX, type BugDraft } from './bugDraft';
import '../widgets.css';
import './fileBug.css';

/** The dialog's heading, and the text of the buttons that open it. */
export const FILE_BUG_LABEL = 'File a bug';

/**
 * A toast the dialog asks its host to show: 'Issue {key} created successfully' with a 'View Issue'
 * link to the ticket, or the spec's failure toast.
 */
export type FileBugToast =
  | { tone: 'success'; title: string; link: { label: string; href: string } }
  | { tone: 'error'; title: string; description: string };

/** Props of {@link FileBugDialog}. */
export interface FileBugDialogProps {
  /** Open while true; the dialog asks to close through `onOpenChange`. */
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the form opens with; read when the dialog opens. */
  draft: BugDraft;
  /** The report the issue is about, sent with it. */
  reportId?: string | undefined;
  /** Link back to the issue in Curbcut; the tracker shows it as a link. */
  issueUrl?: string | undefined;
  /** Client of the filing call (a session call); default the page's default client. */
  client?: ApiClient | undefined;
  /** Shows the dialog's toasts. */
  onToast: (toast: FileBugToast) => void;
  /**
   * A failure the spec's bug-report toast does not stand for (401, 403, 404): the host's usual
   * reaction (a sign-in prompt, say). Default: the failure toast.
   */
  onUnexpectedError?: ((error: unknown) => void) | undefined;
}

/** The dialog, open while `isOpen`. */
export function FileBugDialog({ isOpen, onOpenChange, ...form }: FileBugDialogProps) {
  return (
    <ModalOverlay className="cc-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="cc-modal cc-modal-wide">
        <Dialog className="cc-dialog">{({ close }) => <FileBugForm {...form} close={close} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

const failureToast: FileBugToast = { tone: 'error', ...BUG_REPORT_FAILURE_TOAST };

type Outcome = { kind: 'filed'; issue: FiledIssue } | { kind: 'failed'; reason: string } | { kind: 'invalid'; message: string } | { kind: 'unexpected'; error: unknown };

/**
 * What an answer means. The spec's toast stands for the tracker refusing or not being reached (502),
 * none being configured (503), the server failing, or no answer; a 400 is the form's to show.
 */
function outcomeOf(error: unknown): Outcome {
  if (!isApiRequestError(error)) return { kind: 'unexpected', error };
  if (error.kind === 'timeout' || error.kind === 'network') return { kind: 'failed', reason: '' };
  const status = error.status ?? 0;
  const message = error.body?.message ?? '';
  if (status === 503) return { kind: 'failed', reason: NO_BUG_TRACKER_MESSAGE };
  if (status >= 500) return { kind: 'failed', reason: message };
  if (status === 400) return { kind: 'invalid', message: message || 'The tracker refused this issue.' };
  return { kind: 'unexpected', error };
}

type FormProps = Omit<FileBugDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void };

function FileBugForm({ draft, reportId, issueUrl, client, onToast, onUnexpectedError, close }: FormProps) {
  const [values, setValues] = useState(draft);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A second Enter while the first call runs files nothing more.
  const inFlight = useRef(false);

  const settle = (outcome: Outcome) => {
    switch (outcome.kind) {
      case 'filed':
        onToast({ tone: 'success', title: issueCreatedToast(outcome.issue.key), link: { label: VIEW_ISSUE_LABEL, href: outcome.issue.url } });
        close();
        return;
      case 'failed':
        onToast(failureToast);
        setFormError(outcome.reason || null);
        return;
      case 'invalid':
        setFormError(outcome.message);
        return;
      case 'unexpected':
        if (onUnexpectedError) onUnexpectedError(outcome.error);
        else onToast(failureToast);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setFormError(null);
    const body = { title: values.title.trim(), description: values.description, ...(reportId ? { report_id: reportId } : {}), ...(issueUrl ? { issue_url: issueUrl } : {}) };
    let outcome: Outcome;
    try {
      outcome = { kind: 'filed', issue: await fileBugReport(body, client ?? getDefaultApiClient()) };
    } catch (error) {
      outcome = outcomeOf(error);
    }
    inFlight.current = false;
    setPending(false);
    settle(outcome);
  };

  return (
    <>
      <Heading slot="title" className="cc-dialog-title">
        {FILE_BUG_LABEL}
      </Heading>
      <Form className="cc-bug-form" onSubmit={(event) => void submit(event)}>
        <TextField
          name="title"
          className="cc-bug-field"
          value={values.title}
          onChange={(title) => setValues((s) => ({ ...s, title }))}
          isRequired
          maxLength={BUG_TITLE_MAX}
          validate={(v) => (v.trim() === '' ? 'Enter a title.' : null)}
        >
          <Label className="cc-label">Title</Label>
          <Input className="cc-input" autoFocus />
          <FieldError className="cc-bug-error" />
        </TextField>
        <TextField
          name="description"
          className="cc-bug-field"
          value={values.description}
          onChange={(description) => setValues((s) => ({ ...s, description }))}
          maxLength={BUG_DESCRIPTION_MAX}
        >
          <Label className="cc-label">Description</Label>
          <TextArea className="cc-input cc-bug-description" rows={12} />
        </TextField>
        <p role="alert" className="cc-bug-error">
          {formError}
        </p>
        <div className="cc-dialog-actions">
          <Button className="cc-button" onPress={close}>
            Cancel
          </Button>
          {/* Not react-aria's isPending: it announces the button by id, and the dialog closes on
              success, which leaves the announcement naming nothing. */}
          <Button type="submit" className="cc-button cc-button-primary">
            {pending ? 'Filing…' : 'File issue'}
          </Button>
        </div>
      </Form>
    </>
  );
}
