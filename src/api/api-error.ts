import { t } from "../i18n/t";

/** A call that did not produce an envelope. `message` is the Vietnamese text to show. */
export class ApiError extends Error {
  constructor(
    readonly kind: "network" | "timeout" | "http" | "invalid",
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The Vietnamese text for anything a call can throw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return t("normal_error");
}
