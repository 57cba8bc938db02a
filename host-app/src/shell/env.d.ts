/** Build-time settings of the shell (Vite replaces them when the host app is built). */
interface ImportMetaEnv {
  /** Where the sidebar's 'View documentation' leads; default the W3C WCAG 2.2 quick reference. */
  readonly VITE_CURBCUT_DOCS_URL?: string;
}
