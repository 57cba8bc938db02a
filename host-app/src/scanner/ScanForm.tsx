/**
 * The scan form, for creating a scan and for editing one. Fields are checked on submit (core's
 * strict website URL rule, the API's limits); errors, the client's or the server's (placed by the
 * envelope's `path`), are shown at their fields and focus moves to the first of them.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Form } from 'react-aria-components';
import { isApiRequestError, type CreateScanBody } from '@curbcut/client';
import { SCAN_LIMITS, WCAG_SCAN_LEVELS, WCAG_SCAN_VERSIONS, type WcagScanLevel, type WcagScanVersion } from '@curbcut/core';
import { AuthSection } from './ScanFormAuth';
import { IntegerField, SelectField, SwitchField, TextAreaField, TextInputField, useFocusFirstError } from './ScanFormFields';
import { ScheduleSection } from './ScanFormSchedule';
import { FIELD_ORDER, fieldOfErrorPath, linesOf, validateScanForm, type ScanFieldName, type ScanFormErrors, type ScanFormValues } from './scanFormModel';
import { browserOffsetMinutes } from './schedule';
import { ExtractUrlsDialog } from './SitemapPicker';
import { useScanUrlRule } from './useScanUrlRule';

/** Props of {@link ScanForm}. */
export interface ScanFormProps {
  mode: 'create' | 'edit';
  initialValues: ScanFormValues;
  /** Sends the body; rejects with the API's error, which the form places at its field. */
  onSubmit: (body: CreateScanBody) => Promise<unknown>;
  /** Where Cancel leads. */
  cancelTo: string;
  /** The viewer's UTC offset in minutes; default the browser's. */
  offsetMinutes?: number;
  /** The present, for the next-run preview; default now. */
  now?: Date;
}

/** Which error a change to a value makes out of date. */
const ERROR_OF: Partial<Record<keyof ScanFormValues, ScanFieldName>> = {
  name: 'name',
  startUrls: 'startUrls',
  sitemapUrl: 'sitemapUrl',
  maxDepth: 'maxDepth',
  maxPages: 'maxPages',
  include: 'include',
  exclude: 'exclude',
  wcagVersion: 'wcag',
  wcagLevel: 'wcag',
  pageTimeoutSeconds: 'pageTimeoutSeconds',
  concurrency: 'concurrency',
  scheduleTime: 'scheduleTime',
  scheduleKind: 'scheduleTime',
  scheduleDay: 'scheduleTime',
  scheduleCron: 'scheduleCron',
  cronInUtc: 'scheduleCron',
  authMode: 'authConfigId',
  authConfigId: 'authConfigId',
};

const VERSION_OPTIONS = WCAG_SCAN_VERSIONS.map((v) => ({ id: v, label: `WCAG ${v}` })).reverse();
const LEVEL_OPTIONS = WCAG_SCAN_LEVELS.map((l) => ({ id: l, label: `Level ${l}` }));

/** The create / edit scan form. */
export function ScanForm({ mode, initialValues, onSubmit, cancelTo, offsetMinutes = browserOffsetMinutes(), now }: ScanFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<ScanFormErrors>({});
  const [pending, setPending] = useState(false);
  const [extractOpen, setExtractOpen] = useState(false);
  const focus = useFocusFirstError(FIELD_ORDER);

  const set = <K extends keyof ScanFormValues>(key: K, value: ScanFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const stale = ERROR_OF[key];
    if (stale) setErrors((e) => ({ ...e, [stale]: undefined }));
  };
  const urlRule = useScanUrlRule();
  const showErrors = (next: ScanFormErrors) => {
    setErrors(next);
    focus.request(next);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = validateScanForm(values, offsetMinutes, urlRule);
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    setPending(true);
    try {
      await onSubmit(check.body);
    } catch (error) {
      const body = isApiRequestError(error) ? error.body : null;
      const placed = fieldOfErrorPath(body?.path, body?.message ?? 'The scan could not be saved. Try again.', values, body?.code);
      showErrors({ [placed.field]: placed.message });
    } finally {
      setPending(false);
    }
  };

  const openExtract = () => {
    const checked = urlRule(values.sitemapUrl);
    if (!checked.ok) return showErrors({ ...errors, sitemapUrl: checked.error });
    setExtractOpen(true);
  };
  const addStartUrls = (urls: string[]) => {
    const present = new Set(linesOf(values.startUrls).map((l) => l.value));
    const added = urls.filter((url) => !present.has(url));
    const text = values.startUrls.trimEnd();
    set('startUrls', [text, ...added].filter((line) => line !== '').join('\n'));
  };

  return (
    <Form ref={focus.ref} className="form scan-form" validationBehavior="aria" onSubmit={(e) => void submit(e)}>
      <fieldset className="form-section">
        <legend>Scan</legend>
        <TextInputField field="name" label="Scan name" value={values.name} onChange={(v) => set('name', v)} error={errors.name} isRequired />
      </fieldset>

      <fieldset className="form-section">
        <legend>Pages</legend>
        <TextAreaField
          field="startUrls"
          label="Start URLs"
          value={values.startUrls}
          onChange={(v) => set('startUrls', v)}
          error={errors.startUrls}
          rows={5}
          placeholder="https://example.com/"
          description="One URL a line, each starting with https://. May be left empty when a sitemap is given."
        />
        <div className="field-row field-row-end">
          <TextInputField
            field="sitemapUrl"
            label="Sitemap URL (optional)"
            type="url"
            value={values.sitemapUrl}
            onChange={(v) => set('sitemapUrl', v)}
            error={errors.sitemapUrl}
            placeholder="https://example.com/sitemap.xml"
            description="Its pages are scanned at every run. Extract them to pick some as start URLs instead."
          />
          <Button className="button" onPress={openExtract}>
            Extract URLs
          </Button>
        </div>
        <ExtractUrlsDialog sitemapUrl={values.sitemapUrl.trim()} isOpen={extractOpen} onOpenChange={setExtractOpen} onAdd={addStartUrls} />
        <SwitchField label="Follow links (crawl) from the start pages" isSelected={values.crawlEnabled} onChange={(on) => set('crawlEnabled', on)} />
        <div className="field-row">
          {values.crawlEnabled ? (
            <IntegerField
              field="maxDepth"
              label="Crawl depth"
              value={values.maxDepth}
              onChange={(n) => set('maxDepth', n)}
              min={0}
              max={SCAN_LIMITS.maxDepth}
              error={errors.maxDepth}
              description={`Link hops from a start page, 0 to ${SCAN_LIMITS.maxDepth}.`}
            />
          ) : null}
          <IntegerField
            field="maxPages"
            label="Max pages"
            value={values.maxPages}
            onChange={(n) => set('maxPages', n)}
            min={1}
            max={SCAN_LIMITS.maxPages}
            error={errors.maxPages}
            description={`At most ${SCAN_LIMITS.maxPages}.`}
          />
        </div>
        <div className="field-row">
          <TextAreaField
            field="include"
            label="Include patterns"
            value={values.include}
            onChange={(v) => set('include', v)}
            error={errors.include}
            rows={3}
            placeholder="/docs/*"
            description="One a line; when given, only matching URLs are scanned. * matches anything; a pattern starting with / is matched against the path."
          />
          <TextAreaField
            field="exclude"
            label="Exclude patterns"
            value={values.exclude}
            onChange={(v) => set('exclude', v)}
            error={errors.exclude}
            rows={3}
            placeholder="*/logout*"
            description="One a line; matching URLs are never scanned."
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>Rules</legend>
        <div className="field-row">
          <SelectField
            field="wcag"
            label="WCAG version"
            value={values.wcagVersion}
            onChange={(v) => set('wcagVersion', v as WcagScanVersion)}
            options={VERSION_OPTIONS}
            error={errors.wcag}
          />
          <SelectField field="wcagLevel" label="Conformance level" value={values.wcagLevel} onChange={(v) => set('wcagLevel', v as WcagScanLevel)} options={LEVEL_OPTIONS} />
        </div>
        <SwitchField label="Best-practice rules" isSelected={values.bestPractice} onChange={(on) => set('bestPractice', on)} />
        <SwitchField label="Record needs-review issues" isSelected={values.needsReview} onChange={(on) => set('needsReview', on)} />
      </fieldset>

      <fieldset className="form-section">
        <legend>Performance</legend>
        <div className="field-row">
          <IntegerField
            field="pageTimeoutSeconds"
            label="Page timeout (seconds)"
            value={values.pageTimeoutSeconds}
            onChange={(n) => set('pageTimeoutSeconds', n)}
            min={SCAN_LIMITS.minPageTimeoutSeconds}
            max={SCAN_LIMITS.maxPageTimeoutSeconds}
            error={errors.pageTimeoutSeconds}
            description={`${SCAN_LIMITS.minPageTimeoutSeconds} to ${SCAN_LIMITS.maxPageTimeoutSeconds}.`}
          />
          <IntegerField
            field="concurrency"
            label="Pages at once"
            value={values.concurrency}
            onChange={(n) => set('concurrency', n)}
            min={1}
            max={SCAN_LIMITS.maxConcurrency}
            error={errors.concurrency}
            description={`1 to ${SCAN_LIMITS.maxConcurrency}.`}
          />
        </div>
        <SwitchField label="Honour robots.txt for crawled pages" isSelected={values.respectRobotsTxt} onChange={(on) => set('respectRobotsTxt', on)} />
      </fieldset>

      <ScheduleSection values={values} errors={errors} set={set} offsetMinutes={offsetMinutes} now={now ?? new Date()} />
      <AuthSection values={values} errors={errors} set={set} />

      {mode === 'create' ? <SwitchField label="Start the first scan now" isSelected={values.scanNow} onChange={(on) => set('scanNow', on)} /> : null}
      <p className="form-error" role="alert">
        {errors.form}
      </p>
      <span role="status" className="visually-hidden">
        {pending ? 'Saving the scan…' : ''}
      </span>
      <div className="page-actions">
        {/* Not isPending: react-aria's isPending announces through a live region that points at the button; the button is gone after this action, which leaves an unlabelled node behind, so a status message says it instead. */}
        <Button type="submit" className="button primary">
          {mode === 'create' ? 'Create scan' : 'Save changes'}
        </Button>
        <Link className="button" to={cancelTo}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
