/** Row types of the sharing tables (public links, embed tokens) and exports. */
export interface SharingTables {}
