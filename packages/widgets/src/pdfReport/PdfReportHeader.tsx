/**
 * The PDF report's header: the 'PDF Scanner' breadcrumb (a `navigate` event in the minimal view),
 * the document's name and facts, and a member's Share and Export CSV once the check is over. The
 * public and embedded views get no actions: a token never carries author rights.
 */
import { Button } from 'react-aria-components';
import { Download } from 'lucide-react';
import { encodePathSegment, formatInteger, PDF_SCANNER_PROFILE_LABELS } from '@curbcut/core';
import { DateTime } from '../scanReport/NavLink';
import { SharePopover } from '../share';
import { usePdf } from './pdfContext';
import type { PdfReportLinks } from './props';
import { PDF_TEXTS } from './texts';

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${formatInteger(Math.max(1, Math.round(bytes / 1024)))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function PdfReportHeader({ links, member, publicLinksAllowed }: { links: PdfReportLinks; member: boolean; publicLinksAllowed: boolean }) {
  const { meta, client, isPublic, minimal, emit } = usePdf();
  const toList = () => emit({ type: 'navigate', payload: { to: 'pdfList', href: links.pdfList ?? null } });
  const completed = meta.status === 'completed';
  return (
    <header className="cc-header cc-pdf-header">
      {!isPublic ? (
        <nav aria-label="Breadcrumb" className="cc-breadcrumb">
          <ol>
            <li>
              {links.pdfList && !minimal ? (
                <a href={links.pdfList} onClick={toList}>
                  {PDF_TEXTS.breadcrumbRoot}
                </a>
              ) : (
                <Button className="cc-button-link" onPress={toList}>
                  {PDF_TEXTS.breadcrumbRoot}
                </Button>
              )}
            </li>
            <li aria-current="page">{meta.name}</li>
          </ol>
        </nav>
      ) : null}
      <div className="cc-header-row">
        <div>
          <h1 className="cc-heading cc-break">{meta.name}</h1>
          <p className="cc-pdf-meta cc-muted">
            {meta.pdfVersion ? <span>PDF {meta.pdfVersion}</span> : null}
            {meta.pageCount > 0 ? <span>{meta.pageCount === 1 ? '1 page' : `${formatInteger(meta.pageCount)} pages`}</span> : null}
            <span>{megabytes(meta.fileSize)}</span>
            <span>{meta.profiles.map((p) => PDF_SCANNER_PROFILE_LABELS[p]).join(', ')}</span>
            <span>
              Checked <DateTime iso={meta.completedAt ?? meta.timestamp} />
            </span>
            {!isPublic ? <span>by {meta.createdBy.name}</span> : null}
          </p>
        </div>
        {member && completed ? (
          <div className="cc-header-actions">
            <SharePopover
              report={{ id: meta.id, type: 'pdfScanner' }}
              publicLink={meta.publicLink}
              isAuthor={meta.isAuthor}
              publicLinksAllowed={publicLinksAllowed}
              client={client}
            />
            <a className="cc-button" href={`${client.baseUrl}/v1/reports/${encodePathSegment(meta.id)}/dataset/csv?download=true`} download>
              <Download className="cc-icon" aria-hidden="true" />
              Export CSV
            </a>
          </div>
        ) : null}
      </div>
    </header>
  );
}
