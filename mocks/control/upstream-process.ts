import { type ChildProcess, spawn } from 'node:child_process'

/** A second mock server in a process of its own, standing in for production in tests. */
export interface UpstreamProcess {
  url: string
  control: string
  stop(): Promise<void>
}

/** Starts `mock:server -- ARGS --port 0` and resolves with its address once it listens. */
export function startUpstreamProcess(args: string[] = []): Promise<UpstreamProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'mocks/server.ts', '--port', '0', '--cors', 'any', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    const seen = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+\/car-rental\/api)/.exec(output)
      if (!match) return
      child.stdout?.off('data', seen)
      child.stdout?.resume()
      const url = match[1]!
      resolve({
        url,
        control: url.replace(/\/car-rental\/api$/, '/__mock'),
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done()
            child.once('exit', () => done())
            child.kill('SIGTERM')
          }),
      })
    }
    child.stdout?.on('data', seen)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`the upstream exited (${code}): ${output}`)))
  })
}
