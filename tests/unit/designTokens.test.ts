/**
 * The design system's source rules (issue 17): every colour comes from the tokens file, so a
 * partner's brand variables and the dark theme reach all of it; and neither an emoji nor a text
 * glyph stands in for an icon (emoji render as empty boxes where no emoji font is installed, glyphs
 * depend on the font for size and alignment; icons come from lucide-react).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE_DIRS = ['packages/widgets/src', 'host-app/src'];
const TOKENS_FILE = 'packages/widgets/src/tokens.css';
const COLOUR_LITERAL = /#[0-9a-fA-F]{3,8}\b|rgba?\(|hsla?\(/g;
const EMOJI = /\p{Extended_Pictographic}/gu;
/** Crosses, ticks and triangles that stand in for close, status and disclosure icons. */
const ICON_GLYPH = /[×✕✖✓✔✗✘▾▸▴◂▼▶▲◀►◄]/gu;
/**
 * A comment starts at a line's start, after white space or after JSX's `{`, so that `'/docs/*'` or
 * `https://` inside a string are not taken for one.
 */
const COMMENT = /(?<=^|\s|\{)(?:\/\*[\s\S]*?\*\/|\/\/.*)/gm;

/** Component sources: .ts, .tsx and .css, without tests and their fixtures. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(tsx?|css)$/.test(e.name) && !/\.(test|testUtil)\.tsx?$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

/** The text with its comments blanked out, keeping their line breaks so line numbers hold. */
function withoutComments(text: string): string {
  return text.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** `file:line: match` for each match of `pattern` in the files (read through `view`). */
function findings(files: string[], pattern: RegExp, view: (text: string) => string = (text) => text): string[] {
  return files.flatMap((file) =>
    view(readFileSync(join(ROOT, file), 'utf8'))
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

  it('has no text glyph used as an icon outside comments', () => {
    expect(findings(files, ICON_GLYPH, withoutComments)).toEqual([]);
  });

  it('reads glyphs in strings and JSX text but not in comments', () => {
    const source = [
      "const url = 'https://example.com/×';",
      '/* a × in a comment',
      '   spanning lines ✓ */ const path = "/docs/*";',
      '<span>{/* ▾ */}▸</span> // ✕ in a line comment',
    ].join('\n');
    expect([...withoutComments(source).matchAll(ICON_GLYPH)].map((m) => m[0])).toEqual(['×', '▸']);
    expect(withoutComments(source).split('\n')).toHaveLength(4);
  });
});
