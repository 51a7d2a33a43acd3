/** Thrown anywhere in a resolver; the route wrapper turns it into Spring's error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: unknown[],
  ) {
    super(message)
  }
}
