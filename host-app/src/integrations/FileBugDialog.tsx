/**
 * 'File a bug': files an issue in the bug tracker the server is configured with (Jira or Azure
 * DevOps). Title and description arrive prefilled from the issue being looked at and can be edited.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, DialogTrigger, FieldError, Form, Heading, Input, Label, Modal, ModalOverlay, TextArea, TextField } from 'react-aria-components';
import { fileBugReport } from '@curbcut/client';
import { issueCreatedToast, NO_BUG_TRACKER_MESSAGE, VIEW_ISSUE_LABEL, type FiledIssue } from '@curbcut/core';
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

type Outcome = { kind: 'filed'; issue: FiledIssue } | { kind: 'refused'; message: string };

function FileBugForm({ title, description, reportId, issueUrl, close }: Omit<FileBugDialogProps, 'triggerLabel'> & { close: () => void }) {
  const [values, setValues] = useState({ title, description });
  const [formError, setFormError] = useState<string | null>(null);
  const [filed, setFiled] = useState<FiledIssue | null>(null);

  const file = useMutation({
    // No tracker (503) and the tracker's refusal (502, with its message) are answers of this call, not
    // server failures: they are said in the dialog, without the catalogue's generic 5xx toast.
    mutationFn: async (body: { title: string; description: string }): Promise<Outcome> => {
      try {
        const issue = await fileBugReport({ ...body, ...(reportId ? { report_id: reportId } : {}), ...(issueUrl ? { issue_url: issueUrl } : {}) });
        return { kind: 'filed', issue };
      } catch (error) {
        const status = statusOf(error);
        if (status === 503) return { kind: 'refused', message: NO_BUG_TRACKER_MESSAGE };
        if (status === 502) return { kind: 'refused', message: errorMessageOf(error, 'The bug tracker refused the issue.') };
        throw error;
      }
    },
    meta: { showsOwnErrors: true },
    onSuccess: (outcome) => {
      if (outcome.kind === 'refused') return setFormError(outcome.message);
      setFiled(outcome.issue);
      showToast({ title: issueCreatedToast(outcome.issue.key), tone: 'success', action: { label: VIEW_ISSUE_LABEL, href: outcome.issue.url } });
    },
    onError: (error) => {
      if (statusOf(error) === 400) setFormError(errorMessageOf(error, 'The tracker refused this issue.'));
      else toastUncataloguedError(error, 'The issue could not be filed.');
    },
  });

  if (filed) {
    return (
      <>
        <Heading slot="title">{issueCreatedToast(filed.key)}</Heading>
        <p>
          <a href={filed.url} target="_blank" rel="noopener noreferrer" autoFocus>
            {VIEW_ISSUE_LABEL}
            <span className="visually-hidden"> {filed.key} (opens in a new tab)</span>
          </a>
        </p>
        <div className="dialog-actions">
          <Button className="button" onPress={close}>
            Close
          </Button>
        </div>
      </>
    );
  }

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
          <Button type="submit" className="button primary" isPending={file.isPending}>
            File issue
          </Button>
        </div>
      </Form>
    </>
  );
}
