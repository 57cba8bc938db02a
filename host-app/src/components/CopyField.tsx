/**
 * A secret shown once (an upload token, an invitation link): read-only in a labelled field, with a
 * copy button and a status line that says whether the copy worked.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';

/** How long 'Copied' stays after a copy (spec 002 section 9: 3000 ms). */
const COPIED_MS = 3000;

/** Props of {@link CopyField}. */
export interface CopyFieldProps {
  label: string;
  value: string;
  /** Text of the copy button, for example 'Copy token'. */
  copyLabel: string;
  /** What the failure message tells people to select, for example 'the token'. */
  what: string;
  testId?: string;
}

/** The field, its copy button and the copy status. */
export function CopyField({ label, value, copyLabel, what, testId }: CopyFieldProps) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopyState('idle'), COPIED_MS);
  };

  return (
    <>
      <div className="token-row">
        <TextField isReadOnly value={value} className="field token-field">
          <Label>{label}</Label>
          <Input className="input mono" {...(testId ? { 'data-testid': testId } : {})} />
        </TextField>
        <Button className="button" onPress={() => void copy()}>
          {copyLabel}
        </Button>
      </div>
      <p role="status" className="copy-status">
        {copyState === 'copied' ? 'Copied to the clipboard.' : copyState === 'failed' ? `Copy failed: select ${what} and copy it.` : ''}
      </p>
    </>
  );
}
