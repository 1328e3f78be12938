export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * A failure the client caused or may act on. The errors plugin turns it into the contract's
 * error shape: `{statusCode, error, message, code, details?, requestId}`. Each area declares its own in
 * `<area>.errors.ts` with a stable `code` such as `auth.email_taken`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    /** Sent as `Retry-After` with a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const badRequest = (code: string, message: string, details?: ErrorDetail[]) =>
  new AppError(400, code, message, details);

export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new AppError(429, code, message, undefined, retryAfterSeconds);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
