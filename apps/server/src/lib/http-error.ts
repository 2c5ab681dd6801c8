/**
 * A domain error with the HTTP status and the zh-CN message the client shows as is. `details` are
 * fields an endpoint adds to its error body beside status, message and timestamp (the worker
 * import's bad rows), which its contract describes; they never replace those three.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, message, fieldErrors);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(409, message, fieldErrors);
