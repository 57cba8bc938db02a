import { useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { updateGroupSettings } from '@curbcut/client';
import { AnnouncementSection } from './AnnouncementSection';
import { SavingSwitch } from './SavingSwitch';
import { useSettingsSave, type GroupSettings } from './settingsQuery';

/** Longest group name the form takes. */
const GROUP_NAME_MAX_LENGTH = 100;

/** General: the group's name, whether new members must see the product introduction first, and the announcement. */
export function GeneralTab({ settings }: { settings: GroupSettings }) {
  const readOnly = !settings.can_edit;
  return (
    <>
      <GroupNameForm name={settings.group.name} readOnly={readOnly} />
      <section className="settings-section" aria-labelledby="settings-intro-heading">
        <h3 id="settings-intro-heading">Product introduction</h3>
        <p className="muted">When on, members see the product introduction before anything else, until they have seen it once.</p>
        <SavingSwitch
          label="Require the product introduction"
          isSelected={settings.group.product_intro_required}
          isDisabled={readOnly}
          save={(on) => updateGroupSettings({ product_intro_required: on })}
          successText={(on) => (on ? 'The product introduction is now required' : 'The product introduction is no longer required')}
        />
      </section>
      <AnnouncementSection current={settings.group.priority_notification} readOnly={readOnly} />
    </>
  );
}

function GroupNameForm({ name, readOnly }: { name: string; readOnly: boolean }) {
  const [value, setValue] = useState(name);
  const save = useSettingsSave((next: string) => updateGroupSettings({ name: next }), () => 'Group name saved');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(value.trim());
  };
  return (
    <section className="settings-section" aria-labelledby="settings-group-heading">
      <h3 id="settings-group-heading">Group</h3>
      <Form className="form settings-inline-form" onSubmit={submit}>
        <TextField
          name="name"
          className="field"
          value={value}
          onChange={setValue}
          isRequired
          isReadOnly={readOnly}
          maxLength={GROUP_NAME_MAX_LENGTH}
          validate={(v) => (v.trim() === '' ? 'Enter a group name.' : null)}
        >
          <Label>Group name</Label>
          <Input className="input" />
          <FieldError className="field-error" />
        </TextField>
        {readOnly ? null : (
          <Button type="submit" className="button primary" isPending={save.isPending} isDisabled={value.trim() === name}>
            Save name
          </Button>
        )}
      </Form>
    </section>
  );
}
