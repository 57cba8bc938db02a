/**
 * One file of the create page: its name and size, then where it is (upload progress, the check,
 * the reason it was refused) and, once the server has read it, its version, pages and tags with a
 * choice of the profiles its version allows (an incompatible one shows the spec's reason).
 */
import { Button, Checkbox, CheckboxGroup, Label, ProgressBar } from 'react-aria-components';
import { AlertCircle, FileText, Link2, LoaderCircle, X } from 'lucide-react';
import type { PdfScannerProfile } from '@curbcut/core';
import { formatBytes, type PdfEntry } from './uploadModel';

interface Props {
  entry: PdfEntry;
  onRemove: () => void;
  onChoose: (profile: PdfScannerProfile, chosen: boolean) => void;
}

function Facts({ entry, onChoose }: Omit<Props, 'onRemove'>) {
  if (entry.state.kind !== 'ready') return null;
  const { facts, profiles } = entry.state;
  const details = [
    facts.pdfVersion ? `PDF ${facts.pdfVersion}` : null,
    `${facts.pageCount} ${facts.pageCount === 1 ? 'page' : 'pages'}`,
    formatBytes(facts.size),
    facts.isTagged ? 'Tagged' : 'Untagged',
  ].filter(Boolean);
  return (
    <>
      <p className="muted pdf-file-facts">{details.join(' · ')}</p>
      {facts.isTagged ? null : <p className="pdf-file-note">Untagged PDFs have no structure for assistive technology: you may see a high issue count.</p>}
      <CheckboxGroup
        className="pdf-profiles"
        aria-label={`Profiles to check ‘${facts.name}’ against`}
        value={profiles}
        onChange={(chosen) => {
          for (const p of facts.profiles) {
            const now = chosen.includes(p.profile);
            if (now !== profiles.includes(p.profile)) onChoose(p.profile, now);
          }
        }}
      >
        <Label className="pdf-profiles-label">Check against</Label>
        {facts.profiles.map((p) => {
          const reasonId = `${entry.id}-${p.profile}-reason`;
          return (
            <div key={p.profile} className="pdf-profile">
              <Checkbox value={p.profile} className="checkbox" isDisabled={!p.compatible} {...(p.reason ? { 'aria-describedby': reasonId } : {})}>
                <span className="check-box" aria-hidden="true" />
                {p.label}
              </Checkbox>
              {p.reason ? (
                <span id={reasonId} className="field-help">
                  {p.reason}
                </span>
              ) : null}
            </div>
          );
        })}
      </CheckboxGroup>
    </>
  );
}

function Progress({ entry }: { entry: PdfEntry }) {
  const { state } = entry;
  if (state.kind === 'uploading') {
    return (
      <ProgressBar className="pdf-file-progress" value={state.sent} maxValue={Math.max(1, state.total)} aria-label={`Uploading ‘${entry.name}’`}>
        {({ percentage, valueText }) => (
          <>
            <span className="pdf-progress-track" aria-hidden="true">
              <span className="pdf-progress-fill" style={{ width: `${percentage ?? 0}%` }} />
            </span>
            <span className="muted">Uploading {valueText}</span>
          </>
        )}
      </ProgressBar>
    );
  }
  if (state.kind === 'checking') {
    return (
      <p className="muted pdf-file-status">
        <LoaderCircle aria-hidden="true" className="pdf-spinner" size={16} />
        {entry.source === 'link' ? 'Fetching and reading the PDF…' : 'Reading the PDF…'}
      </p>
    );
  }
  if (state.kind === 'failed') {
    return (
      <p className="form-error pdf-file-status">
        <AlertCircle aria-hidden="true" size={16} />
        {state.message}
      </p>
    );
  }
  return null;
}

/** One row of the chosen files. */
export function PdfFileRow({ entry, onRemove, onChoose }: Props) {
  const Icon = entry.source === 'link' ? Link2 : FileText;
  return (
    <li className="pdf-file" data-state={entry.state.kind}>
      <div className="pdf-file-head">
        <Icon aria-hidden="true" size={20} className="pdf-file-icon" />
        <span className="pdf-file-name">{entry.state.kind === 'ready' ? entry.state.facts.name : entry.name}</span>
        <Button className="button quiet pdf-file-remove" aria-label={`Remove ‘${entry.name}’`} onPress={onRemove}>
          <X aria-hidden="true" size={16} />
        </Button>
      </div>
      <Progress entry={entry} />
      <Facts entry={entry} onChoose={onChoose} />
    </li>
  );
}
