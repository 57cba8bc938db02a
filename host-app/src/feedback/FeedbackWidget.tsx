/**
 * A feedback widget (spec 000 section 4.7): thumbs up or down, then a short form, then thanks.
 * Troubleshooting and experimental-rules widgets need text (section 5): their Send stays disabled
 * until the text has more than spaces (spec 002 section 5). The others take a thumb alone, and
 * text that is blank after trimming is not sent.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, FieldError, Form, Label, Text, TextArea, TextField, ToggleButton } from 'react-aria-components';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { sendFeedback } from '@curbcut/client';
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_REQUIRED_KINDS, type FeedbackKind } from '@curbcut/core';
import { errorMessageOf, statusOf, toastUncataloguedError } from '../settings/callErrors';
import { showToast } from '../toasts';
import './feedback.css';

/** The text shown once the feedback is sent (exact). */
export const FEEDBACK_THANKS = 'Thank you for your feedback!';

/** Props of {@link FeedbackWidget}. */
export interface FeedbackWidgetProps {
  /** Which widget this is; decides whether text is required. */
  kind: FeedbackKind;
  /** The question the thumbs answer, for example 'Was this page helpful?'. */
  label: string;
  /**
   * Where the thanks go: in place of the form (default), or a toast for 5 s while the widget
   * keeps a short 'Feedback sent.' (the troubleshooting flow of spec 002 section 4).
   */
  thanks?: 'inline' | 'toast';
}

type Rating = 'up' | 'down';

/** The feedback widget. */
export function FeedbackWidget({ kind, label, thanks: thanksAs = 'inline' }: FeedbackWidgetProps) {
  const labelId = useId();
  const [rating, setRating] = useState<Rating | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const textRequired = FEEDBACK_TEXT_REQUIRED_KINDS.includes(kind);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);

  const send = useMutation({
    mutationFn: (body: { rating: Rating; text: string }) =>
      sendFeedback({ kind, rating: body.rating, ...(body.text ? { text: body.text } : {}), page_url: window.location.href }),
    meta: { showsOwnErrors: true },
    onSuccess: () => {
      if (thanksAs === 'toast') showToast({ title: FEEDBACK_THANKS, tone: 'success' });
      setSent(true);
    },
    onError: (failure) => {
      if (statusOf(failure) === 400) {
        setError(errorMessageOf(failure, 'The feedback was refused.'));
        textArea.current?.focus();
      } else {
        toastUncataloguedError(failure, 'The feedback could not be sent.');
      }
    },
  });

  // The form (and the focus in it) goes away on success: the thanks take the focus.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  // Spec 002 section 5: nothing to send without a thumb, or without text where text is required.
  const canSend = rating !== null && (!textRequired || text.trim() !== '');

  if (sent) {
    return (
      <div className="feedback-widget">
        {thanksAs === 'toast' ? (
          <p ref={thanks} tabIndex={-1} className="feedback-sent">
            Feedback sent.
          </p>
        ) : (
          <p ref={thanks} tabIndex={-1} role="status" className="feedback-thanks">
            {FEEDBACK_THANKS}
          </p>
        )}
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rating === null || !canSend || send.isPending) return;
    send.mutate({ rating, text: text.trim() });
  };

  const cancel = () => {
    setRating(null);
    setText('');
    setError(null);
  };

  return (
    <div className="feedback-widget">
      <div className="feedback-question">
        <span id={labelId} className="feedback-label">
          {label}
        </span>
        <div role="group" aria-labelledby={labelId} className="feedback-thumbs">
          <Thumb rating="up" current={rating} onSelect={setRating} />
          <Thumb rating="down" current={rating} onSelect={setRating} />
        </div>
      </div>
      {rating === null ? null : (
        <Form className="form feedback-form" onSubmit={submit} validationErrors={error ? { text: error } : {}}>
          <TextField
            name="text"
            className="field"
            value={text}
            onChange={(value) => {
              setText(value);
              setError(null);
            }}
            isRequired={textRequired}
            maxLength={FEEDBACK_TEXT_MAX}
          >
            <Label>{`${rating === 'up' ? 'What worked well?' : 'What could be better?'}${textRequired ? '' : ' (optional)'}`}</Label>
            <TextArea ref={textArea} className="input feedback-text" rows={3} />
            {textRequired ? (
              <Text slot="description" className="muted">
                Write a few words to send your feedback.
              </Text>
            ) : null}
            <FieldError className="field-error" />
          </TextField>
          <div className="feedback-actions">
            {/* Not react-aria's isPending: it announces the button by id, and this button is gone
                once the feedback is sent, which leaves the announcement naming nothing. */}
            <Button type="submit" className="button primary" isDisabled={!canSend}>
              {send.isPending ? 'Sending…' : 'Send feedback'}
            </Button>
            <Button className="button" onPress={cancel}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

function Thumb({ rating, current, onSelect }: { rating: Rating; current: Rating | null; onSelect: (rating: Rating) => void }) {
  return (
    <ToggleButton
      className="button feedback-thumb"
      aria-label={rating === 'up' ? 'Thumbs up' : 'Thumbs down'}
      isSelected={current === rating}
      onChange={() => onSelect(rating)}
    >
      {rating === 'up' ? <ThumbsUp className="icon" aria-hidden="true" /> : <ThumbsDown className="icon" aria-hidden="true" />}
    </ToggleButton>
  );
}
