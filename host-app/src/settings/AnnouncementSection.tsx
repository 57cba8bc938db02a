/**
 * The group's announcement (the priority banner of spec 000 section 4.2), written by an admin on
 * the General tab: its text, an optional button with a link, the last day it shows, and whether a
 * dismissal hides it for good. Publishing a change shows it again to everyone who dismissed the
 * old one (the server gives every version a new id).
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, FieldError, Form, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { isApiRequestError, updateGroupSettings } from '@curbcut/client';
import { ANNOUNCEMENT_TEXT_MAX, type AnnouncementBody } from '@curbcut/core';
import { errorMessageOf } from './callErrors';
import { useSettingsSave, type GroupSettings } from './settingsQuery';

type Current = GroupSettings['group']['priority_notification'];

/** The section: the form for admins, the current announcement's text for members. */
export function AnnouncementSection({ current, readOnly }: { current: Current; readOnly: boolean }) {
  return (
    <section className="settings-section" aria-labelledby="settings-announcement-heading">
      <h3 id="settings-announcement-heading">Announcement</h3>
      <p className="muted">A banner every member of the group sees at the top of the dashboard until they dismiss it.</p>
      {readOnly ? (
        <p>{current ? `Showing: ${current.description}` : 'No announcement is showing.'}</p>
      ) : (
        // A new key after each save starts the form from what the server stored. Its buttons show their
        // progress in their text, not with isPending: react-aria announces a pending button by its id,
        // and the remounted form leaves that announcement pointing at nothing.
        <AnnouncementForm key={current?.id ?? 'none'} current={current} />
      )}
    </section>
  );
}

function AnnouncementForm({ current }: { current: Current }) {
  const [showOnlyOnce, setShowOnlyOnce] = useState(current?.showOnlyOnce ?? false);
  const [openInSameTab, setOpenInSameTab] = useState(current?.openInSameTab ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [text, setText] = useState(current?.description ?? '');
  const publish = useSettingsSave(
    (body: AnnouncementBody | null) => updateGroupSettings({ priority_notification: body }),
    (body) => (body ? 'Announcement published' : 'Announcement removed'),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (publish.isPending) return;
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim() || null;
    setErrors({});
    publish.mutate(
      { description: text.trim(), link: field('link'), ctaText: field('ctaText'), showUntil: field('showUntil'), showOnlyOnce, openInSameTab },
      {
        onError: (failure) => {
          // The server names the field it refuses: $.priority_notification.<field>.
          if (!isApiRequestError(failure) || failure.status !== 400) return;
          const name = (failure.body?.path ?? '').replace('$.priority_notification.', '');
          setErrors({ [name === '' ? 'description' : name]: errorMessageOf(failure, 'Check this field.') });
        },
      },
    );
  };

  return (
    <Form className="form" onSubmit={submit} validationErrors={errors}>
      <TextField
        name="description"
        className="field"
        isRequired
        value={text}
        onChange={setText}
        validate={(v) => (v.trim() === '' ? 'Write what the banner says.' : v.trim().length > ANNOUNCEMENT_TEXT_MAX ? `At most ${ANNOUNCEMENT_TEXT_MAX} characters.` : null)}
      >
        <Label>Announcement text</Label>
        <TextArea className="input" rows={3} />
        <Text slot="description" className="muted">{`${text.trim().length}/${ANNOUNCEMENT_TEXT_MAX} characters`}</Text>
        <FieldError className="field-error" />
      </TextField>
      <TextField name="ctaText" className="field" defaultValue={current?.ctaText ?? ''} maxLength={60}>
        <Label>Button text (optional)</Label>
        <Input className="input" />
        <FieldError className="field-error" />
      </TextField>
      <TextField name="link" type="url" className="field" defaultValue={current?.link ?? ''} maxLength={2048}>
        <Label>Button link (optional, http or https)</Label>
        <Input className="input" placeholder="https://status.example.com/" />
        <FieldError className="field-error" />
      </TextField>
      <TextField name="showUntil" type="date" className="field" defaultValue={current?.showUntil ?? ''}>
        <Label>Last day it shows (optional)</Label>
        <Input className="input" />
        <FieldError className="field-error" />
      </TextField>
      <Checkbox className="checkbox" isSelected={showOnlyOnce} onChange={setShowOnlyOnce}>
        <span className="check-box" aria-hidden="true" />
        Once dismissed, do not show it to that person again
      </Checkbox>
      <Checkbox className="checkbox" isSelected={openInSameTab} onChange={setOpenInSameTab}>
        <span className="check-box" aria-hidden="true" />
        Open the link in the same tab
      </Checkbox>
      <div className="dialog-actions settings-actions-start">
        <Button type="submit" className="button primary">
          {publish.isPending && publish.variables !== null ? 'Publishing…' : 'Publish announcement'}
        </Button>
        {current ? (
          <Button className="button danger" onPress={() => publish.isPending || publish.mutate(null)}>
            {publish.isPending && publish.variables === null ? 'Removing…' : 'Remove announcement'}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
