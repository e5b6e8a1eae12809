import type { ErrorCode } from '#common/errors.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type routes throw; the central handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fields?: Record<string, string>;

  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}
