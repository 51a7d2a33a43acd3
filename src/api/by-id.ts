/** Reads the record of an address's id; an id that is no number is refused with a message. */
export function byId<T>(id: number, what: string, read: (id: number) => Promise<T>): Promise<T> {
  // Marked as a 404: no retry can find it.
  if (Number.isNaN(id))
    return Promise.reject(
      Object.assign(new Error(`There is no ${what} at this address.`), { status: 404 }),
    )
  return read(id)
}
