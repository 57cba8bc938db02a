/**
 * The issue explorer's first screen, as the server stores it for a finished report
 * (`GET /api/v1/reports/{id}/explorer_summary`): the toolbar counts and the rule and guideline
 * accordions of both review tabs with no filter. A widget shows it while its worker still loads the
 * dataset; core's `explorerSummary` computes it, and the worker's own answers for the same views
 * come from the same functions, so the switch from one to the other changes nothing on screen.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IMPACTS } from '../model';

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const ImpactSchema = Type.Union(IMPACTS.map((i) => Type.Literal(i)), { description: 'Highest severity among its issues' });

/** A rule accordion of the explorer. */
export const ExplorerRuleGroup = Type.Object({
  id: Type.String({ description: 'axe rule id' }),
  help: Type.String(),
  description: Type.String(),
  helpUrl: Type.String(),
  tags: Type.Array(Type.String()),
  impact: ImpactSchema,
  issueCount: Count('Issues of the rule in this view'),
  behaviourRule: Type.Boolean({ description: 'Its components list behaviours' }),
  advanced: Type.Boolean({ description: 'Found by advanced processing' }),
  aiDetected: Type.Boolean({ description: 'AI-detected' }),
});
export type ExplorerRuleGroup = Static<typeof ExplorerRuleGroup>;

/** A guideline (success criterion) accordion of the explorer. */
export const ExplorerGuidelineGroup = Type.Object({
  key: Type.String({ description: "`x.y.z`, or 'best-practice' / 'experimental' / 'other'" }),
  label: Type.String({ description: "'SC x.y.z', 'Best Practice', ..." }),
  impact: ImpactSchema,
  issueCount: Count('Issues of every rule naming the criterion'),
  ruleIds: Type.Array(Type.String()),
});
export type ExplorerGuidelineGroup = Static<typeof ExplorerGuidelineGroup>;

const TabGroups = Type.Object({
  rules: Type.Array(ExplorerRuleGroup),
  guidelines: Type.Array(ExplorerGuidelineGroup),
});

/** The explorer with no filter: counts of every tab, accordions of both review tabs. */
export const ExplorerSummary = Type.Object(
  {
    counts: Type.Object({
      confirmed: Count('Visible issues not awaiting review'),
      needsReview: Count('Visible issues awaiting review'),
      hidden: Count('Hidden issues'),
      nonIssue: Count('Issues marked as not an issue'),
    }),
    confirmed: TabGroups,
    needsReview: TabGroups,
  },
  { description: "The issue explorer's first screen with no filter" },
);
export type ExplorerSummary = Static<typeof ExplorerSummary>;
