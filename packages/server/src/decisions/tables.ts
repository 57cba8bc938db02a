/** Row types of the decision tables (hide, review and preferred decisions, and their persistence). */
export interface DecisionTables {}
