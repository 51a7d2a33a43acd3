import type { IncomingMessage } from 'node:http'
import { errorResponse } from '../handlers/http'
import { bodyLimit, controlResponse } from './control-api'
import { mockControl } from './mock-control'

/** The mock server's /__mock calls: the body read up to its limit (a larger one is read to its end and refused with 413, so the client gets the response), then the control handled. */
export async function serveControl(
  req: IncomingMessage,
  send: (response: Response) => Promise<void>,
): Promise<void> {
  const method = req.method ?? 'GET'
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  const limit = bodyLimit(method, path)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size <= limit) chunks.push(chunk as Buffer)
  }
  if (size > limit) {
    return send(errorResponse(413, `The request body is larger than ${limit} bytes`, path))
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const call = { query: url.searchParams, origin: url.origin }
  return send(await controlResponse(mockControl, method, path, text, call))
}
