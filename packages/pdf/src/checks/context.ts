/**
 * What every check receives: the document model, the content facts, and `report` to record a
 * finding against a rule key (`ua1:7.3-t01`). Findings on structure elements ask to be located
 * (their MCIDs are turned into page rectangles later, with pdf.js).
 */
import type { ContentFacts } from '../model/contentWalker';
import type { DocModel, Rect } from '../model/document';
import type { StructNode } from '../model/structTree';
import type { PdfTarget } from '../types';

export interface Finding {
  key: string;
  outcome: 'failed' | 'needsReview';
  message: string;
  page: number | null;
  object: string;
  target: PdfTarget | null;
  /** An element whose content should be located on a page for the target. */
  locate: StructNode | null;
}

export interface FindingInput {
  message: string;
  page?: number | null;
  object: string;
  rect?: Rect | null;
  elem?: StructNode | null;
  outcome?: 'failed' | 'needsReview';
}

export interface CheckContext {
  doc: DocModel;
  facts: ContentFacts;
  report(key: string, input: FindingInput): void;
  /** 1-based page of an element (its own Pg or its first located descendant), or null. */
  pageOfElem(node: StructNode): number | null;
}

export function createContext(doc: DocModel, facts: ContentFacts, findings: Finding[], maxPerRule: number): CheckContext {
  const perRule = new Map<string, number>();
  const counts = new Map<string, number>();
  const pageOfElem = (node: StructNode): number | null => {
    const stack: StructNode[] = [node];
    let guard = 0;
    while (stack.length > 0 && guard++ < 5000) {
      const n = stack.pop() as StructNode;
      if (n.pageObj !== null) {
        const p = doc.pageByObj.get(n.pageObj);
        if (p) return p.number;
      }
      for (const k of n.kids) {
        if (k.kind === 'elem') stack.push(k);
        else if (k.pageObj !== null) {
          const p = doc.pageByObj.get(k.pageObj);
          if (p) return p.number;
        }
      }
    }
    return null;
  };
  return {
    doc,
    facts,
    pageOfElem,
    report(key, input) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const n = perRule.get(key) ?? 0;
      perRule.set(key, n + 1);
      if (n >= maxPerRule) {
        findings.push({ key, outcome: input.outcome ?? 'failed', message: '', page: null, object: '', target: null, locate: null });
        return;
      }
      const page = input.page !== undefined ? input.page : input.elem ? pageOfElem(input.elem) : null;
      findings.push({
        key,
        outcome: input.outcome ?? 'failed',
        message: input.message,
        page,
        object: input.object,
        target: input.rect && page !== null ? { page, rect: input.rect } : null,
        locate: input.elem && !input.rect ? input.elem : null,
      });
    },
  };
}
