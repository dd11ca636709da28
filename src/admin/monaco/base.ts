/** Where the browser finds Monaco's AMD build (`monaco-editor/min/vs`), on the app's own origin. */
export const MONACO_BASE = '/admin-assets/monaco/vs'
