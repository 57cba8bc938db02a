import { useQuery } from '@tanstack/react-query';
import { listContactRequests, listFeedback } from '@curbcut/client';
import type { ContactRequest, FeedbackItem } from '@curbcut/core';
import { formatDateTime } from '../format';

const REQUEST_TYPE_LABELS: Readonly<Record<ContactRequest['request_type'], string>> = { contact_sales: 'Contact sales', demo: 'Demo request' };
const RATING_LABELS: Readonly<Record<FeedbackItem['rating'], string>> = { up: 'Thumbs up', down: 'Thumbs down' };

/** Requests (group admins only): what members sent through the contact forms and the feedback widgets. */
export function RequestsTab() {
  const requests = useQuery({ queryKey: ['curbcut', 'settings', 'contact-requests'], queryFn: () => listContactRequests() });
  const feedback = useQuery({ queryKey: ['curbcut', 'settings', 'feedback'], queryFn: () => listFeedback() });
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-requests-heading">
        <h3 id="settings-requests-heading">Contact and demo requests</h3>
        {requests.isPending ? (
          <p role="status">Loading requests…</p>
        ) : requests.isError ? (
          <p className="form-error">The requests could not be loaded.</p>
        ) : requests.data.length === 0 ? (
          <p className="muted">No one has sent a contact or demo request yet.</p>
        ) : (
          <ContactRequestTable requests={requests.data} />
        )}
      </section>
      <section className="settings-section" aria-labelledby="settings-feedback-heading">
        <h3 id="settings-feedback-heading">Feedback</h3>
        {feedback.isPending ? (
          <p role="status">Loading feedback…</p>
        ) : feedback.isError ? (
          <p className="form-error">The feedback could not be loaded.</p>
        ) : feedback.data.length === 0 ? (
          <p className="muted">No feedback has been sent yet.</p>
        ) : (
          <FeedbackTable feedback={feedback.data} />
        )}
      </section>
    </>
  );
}

function ContactRequestTable({ requests }: { requests: readonly ContactRequest[] }) {
  return (
    <div className="table-wrap" role="region" aria-labelledby="settings-requests-heading" tabIndex={0}>
      <table className="builds settings-table settings-messages">
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Type</th>
            <th scope="col">From</th>
            <th scope="col">Company</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.id}>
              <td>{formatDateTime(r.created_at)}</td>
              <td>{REQUEST_TYPE_LABELS[r.request_type]}</td>
              <td>
                {r.name ?? '–'}
                {r.email ? <span className="cell-sub">{r.email}</span> : null}
              </td>
              <td>{r.company ?? '–'}</td>
              <td className="settings-message">{r.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FeedbackTable({ feedback }: { feedback: readonly FeedbackItem[] }) {
  return (
    <div className="table-wrap" role="region" aria-labelledby="settings-feedback-heading" tabIndex={0}>
      <table className="builds settings-table settings-messages">
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Widget</th>
            <th scope="col">Rating</th>
            <th scope="col">From</th>
            <th scope="col">Text</th>
          </tr>
        </thead>
        <tbody>
          {feedback.map((f) => (
            <tr key={f.id}>
              <td>{formatDateTime(f.created_at)}</td>
              <td>
                {f.kind}
                {f.page_url ? <span className="cell-sub">{f.page_url}</span> : null}
              </td>
              <td>{RATING_LABELS[f.rating]}</td>
              <td>{f.user.name}</td>
              <td className="settings-message">{f.text ?? '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
