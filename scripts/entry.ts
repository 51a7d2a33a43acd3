import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The same file by its real path, so a script started through a symbolic link still counts. */
const sameFile = (path: string, moduleUrl: string) => {
  try {
    return realpathSync(path) === realpathSync(fileURLToPath(moduleUrl))
  } catch {
    return false
  }
}

/** Runs `main` only when the module at `moduleUrl` is the script node was started with, so that importing a script starts nothing; a failure prints its message and exits non-zero. */
export function runAsScript(moduleUrl: string, main: () => unknown): void {
  const started = process.argv[1]
  if (!started || !sameFile(started, moduleUrl)) return
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
