/**
 * `/pdf-scanner/create` (spec 002 section 2.2): PDFs to check, uploaded (drag and drop or the file
 * button, each with its progress, through presigned upload URLs) or linked, each read by the server
 * (validate_pdf) before any report exists, with the profiles its version allows. Creating makes one
 * queued report per file and opens the list, where their checks go on live.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, DropZone, FileTrigger, Input, Label, Text, TextField, isFileDropItem, type DropItem } from 'react-aria-components';
import { FileUp } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { createPdfReports, pdfScannerQueryKeys } from '@curbcut/client';
import { PDF_SCANNER_LIMITS } from '@curbcut/core';
import { showToast } from '../toasts';
import { SwitchField } from '../scanner/ScanFormFields';
import { PdfFileRow } from './PdfFileRow';
import { PDF_SCANNER_PATH } from './pdfPaths';
import { busyCount, checkable, createBody, createLabel, formatBytes, linkProblem } from './uploadModel';
import { usePdfUploads } from './usePdfUploads';
import '../scanner/scanner.css';
import './pdfScanner.css';

async function droppedFiles(items: readonly DropItem[]): Promise<File[]> {
  return Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
}

/** The create page. */
export function CreatePdfReportsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { entries, addFiles, addLink, remove, choose } = usePdfUploads();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [needsReview, setNeedsReview] = useState(true);
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const ready = checkable(entries).length;
  const busy = busyCount(entries);

  const submitLink = (event: FormEvent) => {
    event.preventDefault();
    const problem = linkProblem(link);
    setLinkError(problem);
    if (problem) return;
    void addLink(link.trim());
    setLink('');
  };

  const create = async () => {
    setCreating(true);
    setCreateError(null);
    try {
      const reports = await createPdfReports(createBody(entries, needsReview));
      await queryClient.invalidateQueries({ queryKey: pdfScannerQueryKeys.all });
      showToast({ title: reports.length === 1 ? 'Your PDF is being checked' : `Your ${reports.length} PDFs are being checked`, tone: 'success' });
      await navigate(PDF_SCANNER_PATH);
    } catch (error) {
      setCreateError(error instanceof Error ? error.message : 'The reports could not be created. Try again.');
      setCreating(false);
    }
  };

  return (
    <div className="page pdf-create-page">
      <title>Check PDFs · PDF Scanner · Curbcut</title>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={PDF_SCANNER_PATH}>PDF Scanner</Link> <span aria-hidden="true">/</span> <span aria-current="page">Check PDFs</span>
      </nav>
      <div className="page-header">
        <h1>Check PDFs</h1>
      </div>
      <p className="muted">Each PDF becomes a report, checked against PDF/UA and WCAG 2.2.</p>

      <section className="card pdf-sources" aria-labelledby="pdf-upload-heading">
        <h2 id="pdf-upload-heading">Upload files</h2>
        <DropZone className="pdf-drop" aria-label="Drop PDFs here" getDropOperation={(types) => (types.has('application/pdf') || types.has('Files') ? 'copy' : 'cancel')} onDrop={(e) => void droppedFiles(e.items).then(addFiles)}>
          <FileUp aria-hidden="true" size={28} className="pdf-drop-icon" />
          <Text slot="label" className="pdf-drop-text">
            Drag PDFs here, or
          </Text>
          <FileTrigger acceptedFileTypes={['application/pdf', '.pdf']} allowsMultiple onSelect={(list) => void addFiles(list ? Array.from(list) : [])}>
            <Button className="button">Choose files</Button>
          </FileTrigger>
          <p className="field-help">
            Up to {PDF_SCANNER_LIMITS.maxFiles} files at once, each up to {formatBytes(PDF_SCANNER_LIMITS.maxFileBytes)}.
          </p>
        </DropZone>
        <form className="pdf-link-form" onSubmit={submitLink} noValidate>
          <TextField className="field" value={link} onChange={setLink} isInvalid={linkError !== null} type="url">
            <Label>Or link to a PDF on the web</Label>
            <Input className="input" placeholder="https://example.com/annual-report.pdf" />
            {linkError ? <Text slot="errorMessage" className="field-error">{linkError}</Text> : null}
          </TextField>
          <Button type="submit" className="button">
            Add link
          </Button>
        </form>
      </section>

      {entries.length > 0 ? (
        <section className="pdf-chosen" aria-labelledby="pdf-chosen-heading">
          <h2 id="pdf-chosen-heading">Files to check</h2>
          <ul className="pdf-files">
            {entries.map((entry) => (
              <PdfFileRow key={entry.id} entry={entry} onRemove={() => remove(entry.id)} onChoose={(profile, chosen) => choose(entry.id, profile, chosen)} />
            ))}
          </ul>
        </section>
      ) : null}

      <SwitchField label="Include issues that need a person to review" isSelected={needsReview} onChange={setNeedsReview} />
      <p role="status" className="muted pdf-create-status">
        {busy > 0 ? `${busy} ${busy === 1 ? 'file is' : 'files are'} still uploading or being read.` : ready === 0 && entries.length > 0 ? 'No file is ready to check.' : ''}
      </p>
      {createError ? (
        <p className="form-error" role="alert">
          {createError}
        </p>
      ) : null}
      <div className="page-actions">
        <Button className="button primary" isDisabled={ready === 0 || busy > 0 || creating} onPress={() => void create()}>
          {createLabel(ready)}
        </Button>
        <Link className="button" to={PDF_SCANNER_PATH}>
          Cancel
        </Link>
      </div>
    </div>
  );
}
