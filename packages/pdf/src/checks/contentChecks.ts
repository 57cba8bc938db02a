/**
 * Rules decided from the content walk: tagged versus artifact content, marked-content Lang,
 * text language, Private Use Area text, non-text content outside Figure, reused form XObjects.
 */
import { refLabel } from '../model/objects';
import { elemLabel } from '../model/structTree';
import type { CheckContext } from './context';
import { isLanguageTag } from './documentChecks';

export function checkContent(c: CheckContext): void {
  const f = c.facts;
  for (const u of f.untagged) {
    const message = `${u.kind === 'text' ? 'Text' : u.kind === 'image' ? 'An image' : u.kind === 'path' ? 'A vector graphic' : 'Content'} is neither tagged nor marked as an artifact`;
    // An untagged file fails 7.1-t11 already; each piece of its content fails this rule too.
    c.report('ua1:7.1-t03', { page: u.page, rect: u.rect, object: `Content on page ${u.page}`, message });
    c.report('ua2:8.2.2-t01', { page: u.page, rect: u.rect, object: `Content on page ${u.page}`, message });
  }
  for (const a of f.artifactInTagged) c.report('ua1:7.1-t01', { page: a.page, rect: a.rect, object: `Artifact on page ${a.page}`, message: `An artifact is inside tagged content (${a.tag})` });
  for (const a of f.taggedInArtifact) c.report('ua1:7.1-t02', { page: a.page, rect: a.rect, object: `Marked content on page ${a.page}`, message: `Tagged content (${a.tag}) is inside an artifact` });
  for (const l of f.mcLangValues) {
    if (!isLanguageTag(l.value)) {
      c.report('ua1:7.2-t29', { page: l.page, rect: l.rect, object: `Marked content on page ${l.page}`, message: `Lang "${l.value}" is not a language tag` });
      c.report('ua2:8.4.4-t02', { page: l.page, rect: l.rect, object: `Marked content on page ${l.page}`, message: `Lang "${l.value}" is not a language tag` });
    }
  }
  for (const s of f.spanWithoutLang) {
    const key = s.attr === 'ActualText' ? 'ua1:7.2-t30' : s.attr === 'Alt' ? 'ua1:7.2-t31' : 'ua1:7.2-t32';
    c.report(key, { page: s.page, rect: s.rect, object: `Span marked content on page ${s.page}`, message: `The language of ${s.attr} in Span marked content cannot be determined` });
  }
  for (const t of f.textWithoutLang) c.report('ua1:7.2-t34', { page: t.page, rect: t.rect, object: `Text on page ${t.page}`, message: 'The language of this text cannot be determined' });
  for (const p of f.puaWithoutAlt) c.report('ua2:8.4.3-t01', { page: p.page, rect: p.rect, object: `Text on page ${p.page}`, message: 'Text maps to Private Use Area characters without ActualText or Alt' });
  for (const n of f.nonTextOutsideFigure) c.report('ua2:8.5.1-t01', { page: n.page, rect: n.rect, object: elemLabel(n.owner), message: `An image is tagged in ${n.owner.type}, not in Figure or Formula, and has no alternative text` });
  for (const x of f.reusedMcidForms) c.report('ua1:7.20-t02', { page: null, object: `XObject ${refLabel(x.ref)}`, message: `A form XObject with marked content is painted ${x.uses} times` });
}
