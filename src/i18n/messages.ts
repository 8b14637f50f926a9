import type { MessageKey } from "./t";

/**
 * The texts t() reads. On the server, in tests and in the dev server the whole catalogue is
 * registered at once (t.ts). In the production browser build the catalogue is split (issue 16):
 * the home page's entry registers only the texts its own code names, and the rest arrives with
 * the first lazy route that needs it (vite.config.ts, catalogueSplit) — before that route's code
 * runs, so a rendered t() always finds its text.
 */
const messages: Record<string, string> = Object.create(null) as Record<string, string>;

/** Adds texts to the catalogue t() reads (a key keeps the text it was given first). */
export function registerMessages(part: Readonly<Record<string, string>>): void {
  for (const key in part) messages[key] ??= part[key] as string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The Vietnamese text of a key, with `{name}` placeholders filled from params; unknown placeholders stay as written. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const template = messages[key];
  if (template === undefined) {
    // Only a split build can get here (a key reached the browser that no loaded code names).
    console.error(`i18n: no text loaded for "${key}"`);
    return "";
  }
  if (!params) return template;
  return template.replace(PLACEHOLDER, (match, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : match,
  );
}

export function isMessageKey(s: string): s is MessageKey {
  return Object.hasOwn(messages, s);
}
