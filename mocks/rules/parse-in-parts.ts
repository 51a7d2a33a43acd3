import * as z from '../../src/domain/zod'
import { nextTask, RECORDS_PER_TASK } from './next-task'
import { allPass, quickCheck } from './quick-check'

export type PartsResult<T> =
  | { success: true; data: T[] }
  | { success: false; issue: { path: PropertyKey[]; message: string } | undefined }

/** Parses a long list with the schema of one item, a part per task so that a large list never holds the page for long; a failure names the item's place in the whole list, as a schema of the list would. */
export async function parseInParts<S extends z.ZodType>(
  item: S,
  records: unknown[],
): Promise<PartsResult<z.output<S>>> {
  const list = z.array(item)
  const quick = quickCheck(item)
  const parsed: Array<z.output<S>> = []
  for (let start = 0; start < records.length; start += RECORDS_PER_TASK) {
    if (start > 0) await nextTask()
    const given = records.slice(start, start + RECORDS_PER_TASK)
    // Records the schema would give back as they are are kept as they are: what a restore reads back mostly is.
    if (quick && allPass(quick, given)) {
      parsed.push(...(given as Array<z.output<S>>))
      continue
    }
    const part = list.safeParse(given)
    if (!part.success) {
      const [issue] = part.error.issues
      const [index, ...rest] = issue?.path ?? []
      const at = typeof index === 'number' ? start + index : index
      return {
        success: false,
        issue: issue && { path: at === undefined ? rest : [at, ...rest], message: issue.message },
      }
    }
    parsed.push(...part.data)
  }
  return { success: true, data: parsed }
}
