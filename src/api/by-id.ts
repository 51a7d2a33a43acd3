/** Reads a record by the id of an address, refusing an id that is no number with a readable message. */
export function byId<T>(id: number, what: string, read: (id: number) => Promise<T>): Promise<T> {
  // Marked as a 404: no retry can find it.
  if (Number.isNaN(id))
    return Promise.reject(
      Object.assign(new Error(`There is no ${what} at this address.`), { status: 404 }),
    )
  return read(id)
}
