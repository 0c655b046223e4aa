/**
 * H5 build: use-sync-external-store/shim for mobx-react-lite's observer, answered by React itself (issue 17, −0.3 KB
 * gzip of the entry). The shim's own production file exports `React.useSyncExternalStore` whenever React has it, which
 * React 18 (and preact/compat, H5's default framework) always does, so its fallback was dead code here.
 * config/entryTrim.ts gives this file to every import of the shim.
 */
export { useSyncExternalStore } from 'react';
