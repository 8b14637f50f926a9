import { vi } from "./vi";

export type MessageKey = keyof typeof vi;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The Vietnamese text of a key, with `{name}` placeholders filled from params; unknown placeholders stay as written. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const template: string = vi[key];
  if (!params) return template;
  return template.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

export function isMessageKey(s: string): s is MessageKey {
  return Object.hasOwn(vi, s);
}
