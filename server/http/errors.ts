import type { MessageKey } from "../../src/i18n/t";
import { t } from "../../src/i18n/t";

/** An error that becomes an HTTP answer with an envelope: never a stack trace. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
    this.name = "HttpError";
  }

  static of(status: HttpError["status"], key: MessageKey, params?: Record<string, string | number>): HttpError {
    return new HttpError(status, t(key, params));
  }
}
