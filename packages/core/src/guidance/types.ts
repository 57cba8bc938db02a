/** The shape of one rule's remediation guidance, written by us (not copied from axe). */
export interface RuleGuidanceEntry {
  /** What to change, in a sentence or two addressed to the developer. */
  change: string;
  /** A short correct example, as code text (shown verbatim, never as markup). */
  example: string;
  /** The success criterion the advice serves (`x.y.z`): its Understanding document is linked. */
  sc: string;
}
