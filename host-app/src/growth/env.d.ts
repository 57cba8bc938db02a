/** Build-time settings of the growth flows (Vite replaces them when the host app is built). */
interface ImportMetaEnv {
  /** Base URL of the growth service; default '/api/growth' on the app's own server. */
  readonly VITE_CURBCUT_GROWTH_URL?: string;
  /** The public contact page a signed-out demo request is sent to. */
  readonly VITE_CURBCUT_CONTACT_URL?: string;
}
