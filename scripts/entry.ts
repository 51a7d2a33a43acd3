import { pathToFileURL } from 'node:url'

/**
 * Runs `main` only when the module at `moduleUrl` is the script node was started with, so that
 * importing a script starts nothing; a failure prints its message and exits non-zero.
 */
export function runAsScript(moduleUrl: string, main: () => unknown): void {
  const started = process.argv[1]
  if (!started || pathToFileURL(started).href !== moduleUrl) return
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
