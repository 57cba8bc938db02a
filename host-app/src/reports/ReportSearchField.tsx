/**
 * The list's search ("Search reports"): the list follows the typing 300 ms after the last key, Enter
 * searches at once, and the clear button (or Escape) empties it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { X } from 'lucide-react';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Props of {@link ReportSearchField}. */
export interface ReportSearchFieldProps {
  /** Called with the text to search for (trimmed), after the pause, on Enter or on clear. */
  onSearch: (text: string) => void;
  /** The input, for the page to bring focus back to it (after the focused control went with a deleted report). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function ReportSearchField({ onSearch, inputRef }: ReportSearchFieldProps) {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const later = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  };
  const now = (value: string) => {
    clearTimeout(timer.current);
    onSearch(value.trim());
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <SearchField
      className="field report-search"
      value={text}
      onChange={(value) => {
        setText(value);
        later(value);
      }}
      onSubmit={now}
      onClear={() => now('')}
    >
      <Label>Search reports</Label>
      <div className="report-search-box">
        <Input ref={inputRef} className="input" placeholder="Report name" />
        {text !== '' ? (
          <Button className="button quiet report-search-clear" aria-label="Clear search">
            <X aria-hidden="true" size={16} />
          </Button>
        ) : null}
      </div>
    </SearchField>
  );
}
