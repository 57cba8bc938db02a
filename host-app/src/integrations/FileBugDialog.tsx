/**
 * 'File a bug': files an issue in the bug tracker the server is configured with (Jira or Azure
 * DevOps). Title and description arrive prefilled from the issue being looked at and can be edited.
 * Spec 002 section 4: on success the dialog closes and a toast links to the issue; on failure an
 * error toast says so (section 8) and the dialog stays open with the tracker's reason, so the text
 * is not lost and an admin can see what to fix.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, DialogTrigger, FieldError, Form, Heading, Input, Label, Modal, ModalOverlay, TextArea, TextField } from 'react-aria-components';
import { fileBugReport, isApiRequestError } from '@curbcut/client';
import { BUG_REPORT_FAILURE_TOAST, issueCreatedToast, NO_BUG_TRACKER_MESSAGE, VIEW_ISSUE_LABEL, type FiledIssue } from '@curbcut/core';
import { errorMessageOf, statusOf, toastUncataloguedError } from '../settings/callErrors';
import { showToast } from '../toasts';
import './fileBug.css';

/** Longest title and description the trackers take through the API. */
const TITLE_MAX = 255;
const DESCRIPTION_MAX = 32000;

/** Props of {@link FileBugDialog}. */
export interface FileBugDialogProps {
  /** Prefilled issue title. */
  title: string;
  /** Prefilled issue description (plain text). */
  description: string;
  /** The report the issue is about. */
  reportId?: string | undefined;
  /** Link back to the issue in Curbcut, put in the filed issue. */
  issueUrl?: string | undefined;
  /** Text of the button that opens the dialog; 'File a bug' by default. */
  triggerLabel?: string | undefined;
}

/** The 'File a bug' button and its dialog. */
export function FileBugDialog({ triggerLabel = 'File a bug', ...props }: FileBugDialogProps) {
  return (
    <DialogTrigger>
      <Button className="button">{triggerLabel}</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">{({ close }) => <FileBugForm {...props} close={close} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

type Outcome = { kind: 'filed'; issue: FiledIssue } | { kind: 'failed'; reason: string };

/**
 * The failures the spec's bug-report toast stands for: the tracker refused or could not be reached
 * (502), none is configured (503), the server failed, or no answer came. A 400 is the form's to
 * show; 401, 403 and 404 keep the app's usual reactions.
 */
function failureReason(error: unknown): string | null {
  if (!isApiRequestError(error)) return null;
  if (error.kind === 'timeout' || error.kind === 'network') return '';
  const status = error.status ?? 0;
  if (status === 503) return NO_BUG_TRACKER_MESSAGE;
  return status >= 500 ? errorMessageOf(error, '') : null;
}

function FileBugForm({ title, description, reportId, issueUrl, close }: Omit<FileBugDialogProps, 'triggerLabel'> & { close: () => void }) {
  const [values, setValues] = useState({ title, description });
  const [formError, setFormError] = useState<string | null>(null);

  const file = useMutation({
    // A tracker failure is an answer of this call with its own toast (spec 002 section 8), so it
    // resolves here instead of reaching the catalogue's generic 5xx toast.
    mutationFn: async (body: { title: string; description: string }): Promise<Outcome> => {
      try {
        const issue = await fileBugReport({ ...body, ...(reportId ? { report_id: reportId } : {}), ...(issueUrl ? { issue_url: issueUrl } : {}) });
        return { kind: 'filed', issue };
      } catch (error) {
        const reason = failureReason(error);
        if (reason === null) throw error;
        return { kind: 'failed', reason };
      }
    },
    meta: { showsOwnErrors: true },
    onSuccess: (outcome) => {
      if (outcome.kind === 'failed') {
        showToast({ ...BUG_REPORT_FAILURE_TOAST, tone: 'error' });
        setFormError(outcome.reason || null);
        return;
      }
      showToast({ title: issueCreatedToast(outcome.issue.key), tone: 'success', action: { label: VIEW_ISSUE_LABEL, href: outcome.issue.url } });
      close();
    },
    onError: (error) => {
      if (statusOf(error) === 400) setFormError(errorMessageOf(error, 'The tracker refused this issue.'));
      else toastUncataloguedError(error, 'The issue could not be filed.');
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file.isPending) return;
    setFormError(null);
    file.mutate({ title: values.title.trim(), description: values.description });
  };

  return (
    <>
      <Heading slot="title">File a bug</Heading>
      <Form className="form" onSubmit={submit}>
        <TextField
          name="title"
          className="field"
          value={values.title}
          onChange={(v) => setValues((s) => ({ ...s, title: v }))}
          isRequired
          maxLength={TITLE_MAX}
          validate={(v) => (v.trim() === '' ? 'Enter a title.' : null)}
        >
          <Label>Title</Label>
          <Input className="input" autoFocus />
          <FieldError className="field-error" />
        </TextField>
        <TextField
          name="description"
          className="field"
          value={values.description}
          onChange={(v) => setValues((s) => ({ ...s, description: v }))}
          maxLength={DESCRIPTION_MAX}
        >
          <Label>Description</Label>
          <TextArea className="input file-bug-description" rows={8} />
        </TextField>
        <p role="alert" className="form-error">
          {formError}
        </p>
        <div className="dialog-actions">
          <Button className="button" onPress={close}>
            Cancel
          </Button>
          {/* Not react-aria's isPending: it announces the button by id, and the dialog closes on
              success, which leaves the announcement naming nothing. */}
          <Button type="submit" className="button primary">
            {file.isPending ? 'Filing…' : 'File issue'}
          </Button>
        </div>
      </Form>
    </>
  );
}
