/** Outcome of validating user input: the accepted value, or the first problem in words a user understands. */
export type ValidationResult = { ok: true; value: string } | { ok: false; error: string };
