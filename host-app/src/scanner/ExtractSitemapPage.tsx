/**
 * `/site-scanner/extract-sitemap` (spec 000 section 2.1): reads a sitemap and lets the user pick
 * page URLs to start a new scan with (handed to the create page as router state).
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Form } from 'react-aria-components';
import type { CreateScanState } from './CreateScanPage';
import { TextInputField, useFocusFirstError } from './ScanFormFields';
import { CREATE_SCAN_PATH, SCANNER_PATH } from './scannerPaths';
import { ExtractedUrls } from './SitemapPicker';
import './scanner.css';
import { useScanUrlRule } from './useScanUrlRule';

const ORDER = ['sitemapUrl'] as const;

/** The sitemap extraction page. */
export function ExtractSitemapPage() {
  const navigate = useNavigate();
  const urlRule = useScanUrlRule();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reading, setReading] = useState<string | null>(null);
  const focus = useFocusFirstError(ORDER);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = urlRule(url);
    if (!checked.ok) {
      setError(checked.error);
      focus.request({ sitemapUrl: checked.error });
      return;
    }
    setReading(checked.value);
  };
  const startScan = (urls: string[]) => {
    const state: CreateScanState = { startUrls: urls };
    void navigate(CREATE_SCAN_PATH, { state });
  };

  return (
    <div className="page scanner-page">
      <title>Extract URLs from a sitemap · Website Scanner · Curbcut</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={SCANNER_PATH}>Website Scanner</Link> <span aria-hidden="true">/</span> <span aria-current="page">Extract URLs</span>
      </nav>
      <h1>Extract URLs from a sitemap</h1>
      <div className="card">
        <Form ref={focus.ref} className="form" validationBehavior="aria" onSubmit={submit}>
          <div className="field-row field-row-end">
            <TextInputField
              field="sitemapUrl"
              label="Sitemap URL"
              type="url"
              value={url}
              onChange={(v) => {
                setUrl(v);
                setError(undefined);
              }}
              error={error}
              isRequired
              placeholder="https://example.com/sitemap.xml"
              description="A sitemap or a sitemap index; every sitemap it names is read."
            />
            <Button type="submit" className="button primary">
              Extract URLs
            </Button>
          </div>
        </Form>
      </div>
      {reading ? (
        <section className="card" aria-labelledby="found-urls">
          <h2 id="found-urls">Page URLs</h2>
          <ExtractedUrls key={reading} url={reading} onAdd={startScan} addLabel={(n) => `New scan with ${n} URL${n === 1 ? '' : 's'}`} />
        </section>
      ) : null}
    </div>
  );
}
