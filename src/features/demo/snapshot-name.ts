const KEY = 'autovia.demo.snapshot-name'

/** Remembers (per tab) the file a snapshot was loaded from, for the demo link; null forgets it. */
export function rememberSnapshotName(name: string | null): void {
  try {
    if (name === null) sessionStorage.removeItem(KEY)
    else sessionStorage.setItem(KEY, name)
  } catch {
    // Without storage a link carries the scenario alone.
  }
}

/** The file the data in use was loaded from in this tab, if any. */
export function loadedSnapshotName(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined
  } catch {
    return undefined
  }
}
