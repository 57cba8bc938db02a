/**
 * The one error the axe importer throws. The server turns it into a 400 with `path`, the CLI prints
 * it; both need the JSON path of the first thing wrong, not just a message.
 */
export class AxeImportError extends Error {
  /** JSON path of the first value that is not axe output, for example `$[0].violations[3].nodes`. */
  readonly path: string;
  /** What was expected there, for example `an array`. */
  readonly expected: string;

  constructor(expected: string, path: string) {
    super(`expected ${expected} at ${path}`);
    this.name = 'AxeImportError';
    this.path = path;
    this.expected = expected;
  }
}
