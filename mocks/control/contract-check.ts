import { API_BASE_PATH } from '../../src/domain/api-base'
import { API_CALLS } from '../api-calls'

/** Holds a response to the Pact contract as a Pact verifier would, so the twin and the pacts cannot drift apart unseen (docs/embedded-backend.md); no DOM and no Node, so every host uses it. */

interface PactMatcher {
  match: string
  regex?: string
  min?: number
  max?: number
  value?: string
}
interface PactRuleSet {
  combine?: 'AND' | 'OR'
  matchers: PactMatcher[]
}
export interface PactInteraction {
  description: string
  request: {
    method: string
    path: string
    query?: Record<string, string[]>
    matchingRules?: { query?: Record<string, PactRuleSet> }
  }
  response: {
    status: number
    headers?: Record<string, string[]>
    body?: { content: unknown; contentType?: string; encoded?: string | boolean }
    matchingRules?: { body?: Record<string, PactRuleSet>; header?: Record<string, PactRuleSet> }
  }
}
export interface PactFile {
  interactions: PactInteraction[]
}

export interface ObservedCall {
  method: string
  path: string
  search: string
  status: number
  headers: Record<string, string>
  body?: Uint8Array
}

export type Verdict =
  | { kind: 'ok'; interaction: string }
  | { kind: 'mismatch'; interaction: string; failed: string[] }
  | { kind: 'uncovered'; interaction: null; failed: string[] }

/** What the twin answers differently from production by design (docs/api.md), so a response that differs only so is not drift. */
const KNOWN_DIFFERENCES: Array<{ route: string; failure: RegExp; why: string }> = [
  {
    route: 'GET /files/display/{imageId}',
    failure: /(body is image\/svg\+xml|header content-type is "image\/svg\+xml)/,
    why: "the seed's drawings are SVG (docs/api.md, mock rules)",
  },
]

/** The twin's 4xx where production answers 500 to a client's input (docs/api.md): no pact can state them, as the pact states production. */
const TWIN_OWN_ANSWERS: Array<{ route: string; status: number }> = [
  { route: 'GET /files/display/{imageId}', status: 404 },
  { route: 'GET /files/download/{imageId}', status: 404 },
]

type Token = string | number
/** A rule path (`$.a[*].b`, `$['a b']`) as tokens; `*` stands for any key or index. */
function ruleTokens(path: string): Token[] {
  const tokens: Token[] = []
  const pattern = /\.([^.[\]]+)|\['([^']*)'\]|\[(\*|\d+)\]/g
  for (const match of path.slice(1).matchAll(pattern)) {
    if (match[1] !== undefined) tokens.push(match[1])
    else if (match[2] !== undefined) tokens.push(match[2])
    else tokens.push(match[3] === '*' ? '*' : Number(match[3]))
  }
  return tokens
}

const showPath = (tokens: Token[]) =>
  `$${tokens
    .map((t) =>
      typeof t === 'number' ? `[${t}]` : /^[A-Za-z_$][\w$]*$/.test(t) ? `.${t}` : `['${t}']`,
    )
    .join('')}`

interface CompiledRule {
  tokens: Token[]
  rules: PactRuleSet
}

const TYPE_MATCHES = new Set(['type', 'min', 'max'])
const isTypeRule = (rules: PactRuleSet) => rules.matchers.every((m) => TYPE_MATCHES.has(m.match))

/** The most specific rule at `at`; a rule on a parent path reaches here only as a type rule. */
function bestRule(
  rules: CompiledRule[],
  at: Token[],
): { rules: PactRuleSet; exact: boolean } | undefined {
  let best: CompiledRule | undefined
  for (const rule of rules) {
    if (rule.tokens.length > at.length) continue
    const fits = rule.tokens.every((t, i) => t === '*' || t === at[i])
    if (fits && (!best || rule.tokens.length > best.tokens.length)) best = rule
  }
  if (!best) return undefined
  const exact = best.tokens.length === at.length
  return exact || isTypeRule(best.rules) ? { rules: best.rules, exact } : undefined
}

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

function applyMatcher(
  matcher: PactMatcher,
  expected: unknown,
  actual: unknown,
  exact: boolean,
): string | undefined {
  switch (matcher.match) {
    case 'type':
    case 'min':
    case 'max': {
      if (kindOf(expected) !== kindOf(actual)) {
        return `expected ${kindOf(expected)} (rule "type"), got ${kindOf(actual)} ${shown(actual)}`
      }
      if (exact && Array.isArray(actual)) {
        if (matcher.min !== undefined && actual.length < matcher.min) {
          return `expected at least ${matcher.min} items (rule "type", min ${matcher.min}), got ${actual.length}`
        }
        if (matcher.max !== undefined && actual.length > matcher.max) {
          return `expected at most ${matcher.max} items (rule "type", max ${matcher.max}), got ${actual.length}`
        }
      }
      return undefined
    }
    case 'integer':
      return Number.isInteger(actual)
        ? undefined
        : `expected an integer (rule "integer"), got ${shown(actual)}`
    case 'decimal':
      return typeof actual === 'number' && !Number.isInteger(actual)
        ? undefined
        : `expected a decimal (rule "decimal"), got ${shown(actual)}`
    case 'number':
      return typeof actual === 'number'
        ? undefined
        : `expected a number (rule "number"), got ${shown(actual)}`
    case 'boolean':
      return typeof actual === 'boolean'
        ? undefined
        : `expected a boolean (rule "boolean"), got ${shown(actual)}`
    case 'null':
      return actual === null ? undefined : `expected null (rule "null"), got ${shown(actual)}`
    case 'regex': {
      // As Pact reads it: a value that is no string is matched by its JSON text.
      const text = typeof actual === 'string' ? actual : JSON.stringify(actual)
      return new RegExp(matcher.regex ?? '').test(text)
        ? undefined
        : `expected to match /${matcher.regex}/ (rule "regex"), got ${shown(actual)}`
    }
    case 'equality':
      return JSON.stringify(expected) === JSON.stringify(actual)
        ? undefined
        : `expected ${shown(expected)} (rule "equality"), got ${shown(actual)}`
    default:
      // A matcher this check does not know is not a mismatch of the response.
      return undefined
  }
}

function applyRules(
  rules: PactRuleSet,
  expected: unknown,
  actual: unknown,
  exact: boolean,
): string | undefined {
  const failures = rules.matchers.map((m) => applyMatcher(m, expected, actual, exact))
  const failed = failures.filter((f): f is string => f !== undefined)
  if (rules.combine === 'OR') return failed.length < failures.length ? undefined : failed[0]
  return failed[0]
}

function compareJson(
  expected: unknown,
  actual: unknown,
  at: Token[],
  rules: CompiledRule[],
  out: string[],
): void {
  if (out.length >= 5) return
  const rule = bestRule(rules, at)
  const where = showPath(at)
  const ruled = rule !== undefined
  if (rule) {
    const failed = applyRules(rule.rules, expected, actual, rule.exact)
    if (failed) {
      out.push(`${where}: ${failed}`)
      return
    }
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) {
      if (!ruled) out.push(`${where}: expected array, got ${kindOf(actual)}`)
      return
    }
    if (ruled && rule && isTypeRule(rule.rules)) {
      // A type rule on a list: every item is held to the example's first.
      if (expected.length === 0) return
      actual.forEach((item, i) => {
        compareJson(expected[0], item, [...at, i], rules, out)
      })
      return
    }
    if (expected.length !== actual.length) {
      out.push(`${where}: expected ${expected.length} items, got ${actual.length}`)
      return
    }
    expected.forEach((item, i) => {
      compareJson(item, actual[i], [...at, i], rules, out)
    })
    return
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) {
      if (!ruled) out.push(`${where}: expected object, got ${kindOf(actual)} ${shown(actual)}`)
      return
    }
    for (const [key, value] of Object.entries(expected)) {
      if (!(key in actual)) {
        out.push(`${showPath([...at, key])}: missing`)
        continue
      }
      compareJson(value, (actual as Record<string, unknown>)[key], [...at, key], rules, out)
    }
    return
  }
  if (!ruled && JSON.stringify(expected) !== JSON.stringify(actual)) {
    out.push(`${where}: expected ${shown(expected)}, got ${shown(actual)}`)
  }
}

/** A binary body's type from its first bytes, as Pact's content type rule reads it. */
export function sniffType(bytes: Uint8Array | undefined): string {
  if (!bytes || bytes.length === 0) return 'empty'
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif'
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57) return 'image/webp'
  // An xlsx workbook is a zip archive.
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).trimStart()
  if (/^(<\?xml[^>]*>\s*)?<svg/i.test(head)) return 'image/svg+xml'
  if (/^[[{]/.test(head)) return 'application/json'
  return 'application/octet-stream'
}

const mediaType = (value: string) => value.split(';')[0]!.trim().toLowerCase()

function compareResponse(interaction: PactInteraction, call: ObservedCall): string[] {
  const failed: string[] = []
  const { response } = interaction
  const headerRules = response.matchingRules?.header ?? {}
  for (const [name, values] of Object.entries(response.headers ?? {})) {
    const actual = call.headers[name.toLowerCase()]
    if (actual === undefined) {
      failed.push(`header ${name.toLowerCase()}: missing`)
      continue
    }
    const rules = Object.entries(headerRules).find(([n]) => n.toLowerCase() === name.toLowerCase())
    const expected = values.join(', ')
    const problem = rules
      ? applyRules(rules[1], expected, actual, true)
      : name.toLowerCase() === 'content-type'
        ? mediaType(expected) === mediaType(actual)
          ? undefined
          : `expected "${expected}"`
        : expected === actual
          ? undefined
          : `expected "${expected}"`
    if (problem) failed.push(`header ${name.toLowerCase()} is "${actual}": ${problem}`)
  }
  const body = response.body
  if (!body) return failed
  const bodyRules = response.matchingRules?.body ?? {}
  const typeRule = bodyRules.$?.matchers.find((m) => m.match === 'contentType')
  if (typeRule) {
    const seen = sniffType(call.body)
    if (seen !== typeRule.value) {
      failed.push(`body is ${seen}: expected ${typeRule.value} (rule "contentType")`)
    }
    return failed
  }
  if (body.encoded || !/json/.test(body.contentType ?? 'application/json')) return failed
  let actual: unknown
  try {
    actual = JSON.parse(new TextDecoder().decode(call.body ?? new Uint8Array()))
  } catch {
    failed.push('body: expected JSON, got text that is not JSON')
    return failed
  }
  const rules = Object.entries(bodyRules).map(([path, ruleSet]) => ({
    tokens: ruleTokens(path),
    rules: ruleSet,
  }))
  compareJson(body.content, actual, [], rules, failed)
  return failed
}

/** Calls the app never makes (so none of API_CALLS) but a client of the twin may. */
const OTHER_CALLS: ReadonlyArray<readonly [string, string]> = [
  ['GET', '/files/download/{imageId}'],
  ['GET', '/files'],
]

const ROUTES = [...API_CALLS, ...OTHER_CALLS].map(([method, template]) => ({
  method,
  template,
  params: (template.match(/\{/g) ?? []).length,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}))

/** The API route of a path under the base: `/car/visitors/{id}`; the most literal one wins. */
function routeOf(method: string, path: string): string | undefined {
  const under = path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) : path
  const trimmed = under.replace(/\/+$/, '') || '/'
  let best: (typeof ROUTES)[number] | undefined
  for (const route of ROUTES) {
    if (route.method !== method || !route.pattern.test(trimmed)) continue
    if (!best || route.params < best.params) best = route
  }
  return best && `${method} ${best.template}`
}

function queryFits(interaction: PactInteraction, search: string): boolean {
  const expected = interaction.request.query ?? {}
  const actual = new URLSearchParams(search)
  const rules = interaction.request.matchingRules?.query ?? {}
  return Object.entries(expected).every(([name, values]) => {
    const got = actual.getAll(name)
    if (got.length === 0) return false
    return rules[name] !== undefined || values.join(',') === got.join(',')
  })
}

const EMPTY_LIST = /^\$: expected at least \d+ items \(rule "type", min \d+\), got 0$/

export type Checker = (call: ObservedCall) => Verdict

export function contractChecker(pact: PactFile): Checker {
  const byRoute = new Map<string, PactInteraction[]>()
  for (const interaction of pact.interactions) {
    const { method, path } = interaction.request
    const route = routeOf(method, path)
    if (!route) continue
    byRoute.set(route, [...(byRoute.get(route) ?? []), interaction])
  }
  return (call) => {
    const method = call.method.toUpperCase()
    const route = routeOf(method, call.path)
    const all = (route ? byRoute.get(route) : undefined) ?? []
    if (all.length === 0) {
      return {
        kind: 'uncovered',
        interaction: null,
        failed: [`no interaction covers ${route ?? `${method} ${call.path}`}`],
      }
    }
    const answering = all.filter((i) => i.response.status === call.status)
    if (TWIN_OWN_ANSWERS.some((a) => a.route === route && a.status === call.status)) {
      return { kind: 'ok', interaction: `the twin's own ${call.status} (production: 500)` }
    }
    if (answering.length === 0) {
      const statuses = [...new Set(all.map((i) => i.response.status))].join(', ')
      return {
        kind: 'uncovered',
        interaction: null,
        failed: [`no interaction of ${route} answers ${call.status} (the pact has ${statuses})`],
      }
    }
    const fitting = answering.filter((i) => queryFits(i, call.search))
    const candidates = fitting.length > 0 ? fitting : answering
    let closest: { interaction: PactInteraction; failed: string[] } | undefined
    for (const interaction of candidates) {
      const known = KNOWN_DIFFERENCES.filter((k) => k.route === route)
      const failed = compareResponse(interaction, call).filter(
        (f) => !known.some((k) => k.failure.test(f)),
      )
      if (failed.length === 0) return { kind: 'ok', interaction: interaction.description }
      if (!closest || failed.length < closest.failed.length) closest = { interaction, failed }
    }
    const { interaction, failed } = closest!
    // An empty list where every example has items is a state the pact has no example of, so a gap in the contract rather than a broken response.
    if (failed.length === 1 && EMPTY_LIST.test(failed[0]!)) {
      return {
        kind: 'uncovered',
        interaction: null,
        failed: [
          `no interaction of ${route} answers an empty list ("${interaction.description}" has items)`,
        ],
      }
    }
    return { kind: 'mismatch', interaction: interaction.description, failed }
  }
}
