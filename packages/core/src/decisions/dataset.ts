/**
 * Applying a decision to a decoded dataset in place, so the widget's worker shows an action at
 * once without reloading a million rows: candidate rows come from the numeric columns (rule,
 * component, fingerprint hash), and only those rows' fingerprint or behaviour strings are read.
 */
import type { Dataset } from '../dataset/decode';
import { DATASET_FLAGS } from '../dataset/format';
import { fingerprintHash } from '../dataset/hash';
import type { StringColumnReader } from '../dataset/strings';
import type { IssueDecision } from './model';
import { criterionKeyOf, criterionKeysOfTags } from './scope';
import { decideState, flagsWithState, stateFromFlags } from './transition';

/** Rows of the dataset a decision may reach, ascending; issue-scoped candidates still need their fingerprint checked. */
export function candidateRows(dataset: Dataset, decision: IssueDecision): Uint32Array {
  const { rule, component, fingerprintHash: hashes } = dataset.columns;
  const ruleOk = ruleTable(dataset, decision);
  const componentIndex = componentOf(decision);
  const wantedComponent = componentIndex === undefined ? -1 : dataset.components.indexOf(componentIndex);
  if (componentIndex !== undefined && wantedComponent < 0) return new Uint32Array(0);
  const fingerprint = decision.kind === 'review' || (decision.kind === 'hide' && decision.scope === 'issue') ? decision.fingerprint : undefined;
  const wantedHash = fingerprint === undefined ? -1 : fingerprintHash(fingerprint);
  const out: number[] = [];
  for (let r = 0; r < dataset.rowCount; r++) {
    if (ruleOk !== null && ruleOk[rule[r] as number] === 0) continue;
    if (wantedComponent >= 0 && component[r] !== wantedComponent) continue;
    if (wantedHash >= 0 && hashes[r] !== wantedHash) continue;
    out.push(r);
  }
  return Uint32Array.from(out);
}

function componentOf(decision: IssueDecision): string | undefined {
  if (decision.kind === 'preferred') return decision.componentId;
  if (decision.kind === 'hide' && decision.scope === 'component') return decision.componentId;
  return undefined;
}

/** 1 per rule index the decision can reach, or null when it is not limited by rule. */
function ruleTable(dataset: Dataset, decision: IssueDecision): Uint8Array | null {
  let ruleId: string | undefined;
  let guideline: string | undefined;
  if (decision.kind === 'preferred') ruleId = decision.ruleId;
  else if (decision.kind === 'hide' && (decision.scope === 'rule' || decision.scope === 'component')) {
    ruleId = decision.ruleId || undefined;
    guideline = decision.guidelineTag || undefined;
  } else if (decision.kind === 'hide' && decision.scope === 'guideline') guideline = decision.guidelineTag;
  if (ruleId === undefined && guideline === undefined) return null;
  const key = guideline === undefined ? null : criterionKeyOf(guideline);
  return Uint8Array.from(dataset.rules, (r) =>
    (ruleId !== undefined ? r.id === ruleId : criterionKeysOfTags(r.tags).includes(key as string)) ? 1 : 0,
  );
}

/**
 * Applies a decision to the dataset's `flags` column in place (the same transitions as the server,
 * see decideState). Reads the fingerprint strings of issue-scoped candidates and the behaviour
 * strings of a preferred decision's component. Resolves to the rows whose flags changed.
 */
export async function applyDecisionToDataset(dataset: Dataset, decision: IssueDecision, reader: StringColumnReader): Promise<Uint32Array> {
  const rows = candidateRows(dataset, decision);
  if (rows.length === 0) return rows;
  const fingerprint = decision.kind === 'review' || (decision.kind === 'hide' && decision.scope === 'issue') ? decision.fingerprint : undefined;
  const fingerprints = fingerprint === undefined ? null : await reader.readRows('fingerprint', rows);
  const behaviours = decision.kind === 'preferred' ? await reader.readRows('behaviour', rows) : null;
  const { flags } = dataset.columns;
  const changed: number[] = [];
  rows.forEach((r, k) => {
    if (fingerprints !== null && fingerprints[k] !== fingerprint) return;
    const before = flags[r] as number;
    const state = stateFromFlags(before);
    const behaviour = behaviours === null ? null : (behaviours[k] as string) || null;
    const next = decideState(state, decision, behaviour);
    if (next === state) return;
    flags[r] = flagsWithState(before, next);
    changed.push(r);
  });
  return Uint32Array.from(changed);
}

/** The rows that are not of a preferred behaviour (see countsAsIssue), in order. */
export function withoutPreferredRows(dataset: Dataset, rows: Uint32Array): Uint32Array {
  const { flags } = dataset.columns;
  const out = new Uint32Array(rows.length);
  let n = 0;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    if (((flags[r] as number) & DATASET_FLAGS.preferred) === 0) out[n++] = r;
  }
  return n === rows.length ? rows : out.slice(0, n);
}
