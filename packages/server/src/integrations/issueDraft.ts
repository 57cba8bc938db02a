/** What is filed, whichever tracker receives it. */
export interface IssueDraft {
  title: string;
  /** Plain text; blank lines separate paragraphs. */
  description: string;
  /** Link back to the issue in Curbcut. */
  issueUrl?: string;
  /** The Curbcut report the issue was found in. */
  reportId?: string;
}

/** A filed issue: the tracker's key and its page. */
export interface CreatedIssue {
  key: string;
  url: string;
}

/** The description's paragraphs, each a list of lines, without empty ones. */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
}
