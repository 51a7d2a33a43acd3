/**
 * Stands in for the `use-sync-external-store` shim wouter imports (package.json's `alias`):
 * React 18 and later have the hook itself, so the shim's fallback for older React is dead weight
 * in the first download. Removing the alias brings the shim back.
 */
export { useSyncExternalStore } from 'react'
