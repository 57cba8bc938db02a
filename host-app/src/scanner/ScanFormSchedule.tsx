/**
 * The schedule part of the scan form: on demand, or recurring daily or weekly at a local time, or a
 * custom cron expression. What is stored is a UTC cron; the next run is shown in the viewer's time.
 */
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { formatDateTime, viewerTimeZone } from '../format';
import { scheduleCronOf, type ScanFormErrors, type ScanFormValues, type ScheduleKind } from './scanFormModel';
import { SelectField, SwitchField, TextInputField } from './ScanFormFields';
import { nextCronRun, WEEKDAYS } from './schedule';

const DAY_OPTIONS = WEEKDAYS.map((label, day) => ({ id: String(day), label }));

/** Props of {@link ScheduleSection}. */
export interface ScheduleSectionProps {
  values: ScanFormValues;
  errors: ScanFormErrors;
  set: <K extends keyof ScanFormValues>(key: K, value: ScanFormValues[K]) => void;
  /** The viewer's UTC offset in minutes. */
  offsetMinutes: number;
  /** The present (the next-run preview counts from it). */
  now: Date;
}

/** The 'Schedule' fieldset. */
export function ScheduleSection({ values, errors, set, offsetMinutes, now }: ScheduleSectionProps) {
  const preview = values.recurring ? scheduleCronOf(values, offsetMinutes) : null;
  const next = preview && 'cron' in preview ? nextCronRun(preview.cron, now) : null;
  return (
    <fieldset className="form-section">
      <legend>Schedule</legend>
      <RadioGroup
        className="radio-group"
        value={values.recurring ? 'recurring' : 'none'}
        onChange={(value) => set('recurring', value === 'recurring')}
      >
        <Label>When to scan</Label>
        <Radio className="radio" value="none">
          On demand only
        </Radio>
        <Radio className="radio" value="recurring">
          On a recurring schedule
        </Radio>
      </RadioGroup>
      {values.recurring ? (
        <div className="subfields">
          <RadioGroup
            className="radio-group radio-row"
            orientation="horizontal"
            value={values.scheduleKind}
            onChange={(value) => set('scheduleKind', value as ScheduleKind)}
          >
            <Label>Repeat</Label>
            <Radio className="radio" value="daily">
              Daily
            </Radio>
            <Radio className="radio" value="weekly">
              Weekly
            </Radio>
            <Radio className="radio" value="custom">
              Custom (cron)
            </Radio>
          </RadioGroup>
          {values.scheduleKind === 'custom' ? (
            <>
              <TextInputField
                field="scheduleCron"
                label="Cron expression"
                value={values.scheduleCron}
                onChange={(v) => set('scheduleCron', v)}
                error={errors.scheduleCron}
                placeholder="0 9 * * 1-5"
                description={
                  values.cronInUtc
                    ? 'Five fields (minute hour day month weekday), in UTC.'
                    : `Five fields (minute hour day month weekday), in your time (${viewerTimeZone()}); it is stored in UTC.`
                }
              />
              <SwitchField label="The expression is in UTC" isSelected={values.cronInUtc} onChange={(on) => set('cronInUtc', on)} />
            </>
          ) : (
            <div className="field-row">
              {values.scheduleKind === 'weekly' ? (
                <SelectField
                  field="scheduleDay"
                  label="Day"
                  value={String(values.scheduleDay)}
                  onChange={(v) => set('scheduleDay', Number(v))}
                  options={DAY_OPTIONS}
                />
              ) : null}
              <TextInputField
                field="scheduleTime"
                label="Time"
                type="time"
                value={values.scheduleTime}
                onChange={(v) => set('scheduleTime', v)}
                error={errors.scheduleTime}
                description={`Your time (${viewerTimeZone()})`}
              />
            </div>
          )}
          <SwitchField label="Schedule active" isSelected={values.scheduleEnabled} onChange={(on) => set('scheduleEnabled', on)} />
          <p className="muted" aria-live="polite">
            {preview && 'cron' in preview ? (
              <>
                {values.scheduleEnabled && next ? (
                  <>
                    Next run: <time dateTime={next.toISOString()}>{formatDateTime(next.toISOString())}</time>.{' '}
                  </>
                ) : !values.scheduleEnabled ? (
                  'The schedule is paused. '
                ) : null}
                Stored as <code>{preview.cron}</code> (UTC).
              </>
            ) : null}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
