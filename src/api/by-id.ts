/** Reads a record by the id of an address, refusing an id that is no number with a readable message. */
export function byId<T>(id: number, what: string, read: (id: number) => Promise<T>): Promise<T> {
  if (Number.isNaN(id)) return Promise.reject(new Error(`There is no ${what} at this address.`))
  return read(id)
}
