/**
 * The error every command throws for a reason the user can act on. `main` prints its message as one
 * line on stderr and exits with `exitCode`; anything else is a bug and keeps its stack.
 */
export class CliError extends Error {
  /** 2 for a wrong command line (usage), 1 for everything else. */
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    // One line: messages are read in CI logs and by scripts that take the first line.
    super(message.replace(/\s*\n\s*/g, ' ').trim());
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}
