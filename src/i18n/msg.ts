/**
 * Marks an English text as a message where it is defined (a constant, a zod message, a route's
 * title), for a `t` that shows it later; the catalog check finds it. It imports nothing, so the
 * domain and the embedded backend can mark texts without the runtime.
 */
export const msg = <T extends string>(id: T): T => id
