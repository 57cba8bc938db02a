/**
 * Collects the static facts of every rule met while importing (help texts, tags, impact), across
 * all pages of one input, so a rule that only passed still has its metadata.
 */
import type { Impact, RuleInfo } from '../model';
import { ruleImpact } from '../report/ruleImpacts';
import { moreSevere } from './nodes';
import { readImpact, readString, readStringArray, type JsonObject } from './read';

interface Entry {
  info: RuleInfo;
  /** Highest impact of a failing or needs-review node. */
  seen: Impact | null;
  /** The rule-level impact written in the file, used when nothing failed. */
  declared: Impact | null;
}

/** Rule metadata accumulated over one import. */
export class RuleCatalog {
  private readonly entries = new Map<string, Entry>();

  /** Reads a rule's metadata fields (shared by every shape) and records them; returns the rule id. */
  read(rule: JsonObject, path: string): { id: string; impact: Impact | null } {
    const id = readString(rule, 'id', path);
    const impact = readImpact(rule, 'impact', path);
    const info: RuleInfo = {
      id,
      help: optionalText(rule, 'help', path),
      description: optionalText(rule, 'description', path),
      helpUrl: optionalText(rule, 'helpUrl', path),
      tags: readStringArray(rule, 'tags', path),
      impact: null,
    };
    const entry = this.entries.get(id);
    if (entry === undefined) {
      this.entries.set(id, { info, seen: null, declared: impact });
    } else {
      entry.declared = moreSevere(entry.declared, impact);
      for (const key of ['help', 'description', 'helpUrl'] as const) {
        if (entry.info[key] === '') entry.info[key] = info[key];
      }
      for (const tag of info.tags) if (!entry.info.tags.includes(tag)) entry.info.tags.push(tag);
    }
    return { id, impact };
  }

  /** Notes the impact of a failing or needs-review node of a rule already read. */
  noteNodeImpact(ruleId: string, impact: Impact): void {
    const entry = this.entries.get(ruleId);
    if (entry !== undefined) entry.seen = moreSevere(entry.seen, impact);
  }

  /** Every rule met, with its impact settled: highest seen, else declared, else metadata. */
  toRecord(): Record<string, RuleInfo> {
    const out: Record<string, RuleInfo> = {};
    for (const [id, entry] of this.entries) {
      out[id] = { ...entry.info, impact: entry.seen ?? entry.declared ?? ruleImpact(id) };
    }
    return out;
  }
}

function optionalText(rule: JsonObject, key: string, path: string): string {
  const value = rule[key];
  if (value === undefined || value === null) return '';
  return readString(rule, key, path);
}
