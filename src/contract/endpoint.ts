import type * as v from "valibot";

/**
 * An endpoint of the API: method, path (with {param} placeholders, relative to /api) and the
 * valibot schemas of its body, query and answer data. The client builds calls from it and the
 * server validates with it, so both ends share one definition. Every exported endpoint is also
 * fuzzed by tests/server/contract-fuzz.test.ts without extra work.
 */
export interface Endpoint<
  TBody extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TQuery extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  TData extends v.GenericSchema = v.GenericSchema,
> {
  readonly kind: "endpoint";
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  readonly path: string;
  readonly body: TBody;
  readonly query: TQuery;
  readonly data: TData;
  /** Requires a signed-in user (the session cookie); 401 otherwise. */
  readonly auth: boolean;
}

/**
 * Declares a call of the API. Marked free of side effects for the bundler: a module that names one
 * endpoint of a contract file does not carry the file's other endpoints and their schemas into its
 * chunk (issue 16: the home page carried every partner and account call).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  TBody extends v.GenericSchema | undefined = undefined,
  TQuery extends v.GenericSchema | undefined = undefined,
  TData extends v.GenericSchema = v.GenericSchema,
>(def: {
  method: Endpoint["method"];
  path: string;
  body?: TBody;
  query?: TQuery;
  data: TData;
  auth?: boolean;
}): Endpoint<TBody, TQuery, TData> {
  return {
    kind: "endpoint",
    method: def.method,
    path: def.path,
    body: def.body as TBody,
    query: def.query as TQuery,
    data: def.data,
    auth: def.auth ?? false,
  };
}

export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "endpoint";
}

export type BodyOf<E extends Endpoint> = E["body"] extends v.GenericSchema ? v.InferOutput<E["body"]> : undefined;
export type BodyInputOf<E extends Endpoint> = E["body"] extends v.GenericSchema ? v.InferInput<E["body"]> : undefined;
export type QueryOf<E extends Endpoint> = E["query"] extends v.GenericSchema ? v.InferOutput<E["query"]> : undefined;
export type QueryInputOf<E extends Endpoint> = E["query"] extends v.GenericSchema
  ? v.InferInput<E["query"]>
  : undefined;
export type DataOf<E extends Endpoint> = v.InferOutput<E["data"]>;

/** Path parameters named in a path such as "/loan/ticket/{ticketCode}/verifyotp". */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;

export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
