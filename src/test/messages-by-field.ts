/** What a form schema says about `values`, field by field (compared with docs/product.md). */
export function messagesByField(
  schema: {
    safeParse: (value: unknown) => {
      error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }
    }
  },
  values: unknown,
): Record<string, string[]> {
  const byField: Record<string, string[]> = {}
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    const field = issue.path.map(String).join('.')
    byField[field] = [...(byField[field] ?? []), issue.message]
  }
  return byField
}
