/**
 * The design system's two source rules (issue 17): every colour comes from the tokens file, so a
 * partner's brand variables and the dark theme reach all of it; and no emoji stands in for an icon
 * (they render as empty boxes where no emoji font is installed; icons come from lucide-react).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE_DIRS = ['packages/widgets/src', 'host-app/src'];
const TOKENS_FILE = 'packages/widgets/src/tokens.css';
const COLOUR_LITERAL = /#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/g;
const EMOJI = /\p{Extended_Pictographic}/gu;

/** Component sources: .ts, .tsx and .css, without tests and their fixtures. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(tsx?|css)$/.test(e.name) && !/\.(test|testUtil)\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** `file:line: match` for each match of `pattern` in the files. */
function findings(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(pattern)].map((m) => `${file}:${i + 1}: ${m[0]}`)),
  );
}

const files = SOURCE_DIRS.flatMap(sourceFiles);

describe('design tokens', () => {
  it('finds the sources it checks, the tokens file among them', () => {
    expect(files).toContain(TOKENS_FILE);
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no colour literal outside the tokens file', () => {
    expect(findings(files.filter((f) => f !== TOKENS_FILE), COLOUR_LITERAL)).toEqual([]);
  });

  it('has no emoji in component text', () => {
    expect(findings(files, EMOJI)).toEqual([]);
  });
});
