/**
 * What the engine journeys look for, by role and accessible name, label or text, as a visitor (and
 * Testing Library) would. WebDriver classic and WebDriver BiDi have no common role locator, so the
 * lookup runs in the page (findInPage, sent as a function) and the engine then acts on the element
 * it returns with its own native click and keys.
 */
export type Role =
  | "button"
  | "checkbox"
  | "complementary"
  | "dialog"
  | "heading"
  | "link"
  | "radio"
  | "slider"
  | "table"
  | "textbox";

export interface Query {
  role?: Role;
  /** The accessible name: a string (whole name unless exact is false) or a pattern. */
  name?: string | RegExp;
  /** A form control by its label. */
  label?: string | RegExp;
  /** The innermost element whose text matches. */
  text?: string | RegExp;
  css?: string;
  /** For name, label and text strings: the whole text (default) or a part of it. */
  exact?: boolean;
  within?: Query;
  /** Which of the visible matches (0 = first). */
  nth?: number;
}

/** A query as it crosses into the page: patterns as source and flags. */
export interface WireQuery {
  role?: Role;
  name?: WireText;
  label?: WireText;
  text?: WireText;
  css?: string;
  within?: WireQuery;
  nth?: number;
}
type WireText = { exact: boolean; value: string } | { source: string; flags: string };

const wireText = (value: string | RegExp | undefined, exact: boolean): WireText | undefined => {
  if (value === undefined) return undefined;
  return typeof value === "string" ? { exact, value } : { source: value.source, flags: value.flags };
};

export function toWire(query: Query): WireQuery {
  const exact = query.exact ?? true;
  return {
    role: query.role,
    name: wireText(query.name, exact),
    label: wireText(query.label, exact),
    text: wireText(query.text, exact),
    css: query.css,
    within: query.within ? toWire(query.within) : undefined,
    nth: query.nth,
  };
}

/** A short description of a query for failure messages. */
export function describeQuery(query: Query): string {
  const parts = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${key === "within" ? `(${describeQuery(value as Query)})` : String(value)}`);
  return parts.join(" ");
}

/**
 * Runs in the page (serialised: self-contained, no imports): every visible element matching the
 * query, in document order, open shadow roots included.
 */
export function findAllInPage(query: WireQuery): Element[] {
  const ROLES: Record<string, string> = {
    button: "button, [role=button], input[type=button], input[type=submit]",
    checkbox: "input[type=checkbox], [role=checkbox]",
    complementary: "aside, [role=complementary]",
    dialog: "dialog[open], [role=dialog], [role=alertdialog]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    link: "a[href], [role=link]",
    radio: "input[type=radio], [role=radio]",
    slider: "input[type=range], [role=slider]",
    table: "table, [role=table]",
    textbox:
      "input:not([type]), input[type=text], input[type=tel], input[type=email], input[type=search], input[type=url], textarea, [role=textbox]",
  };
  const CONTROLS = "input, select, textarea, [role=textbox], [role=combobox], [role=slider], [role=checkbox]";
  const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
  const matches = (text: string, wanted: WireText) =>
    "source" in wanted
      ? new RegExp(wanted.source, wanted.flags).test(text)
      : wanted.exact
        ? text === wanted.value
        : text.toLowerCase().includes(wanted.value.toLowerCase());
  const all = (root: Document | ShadowRoot | Element): Element[] => {
    const found: Element[] = [];
    for (const element of Array.from(root.querySelectorAll("*"))) {
      found.push(element);
      if (element.shadowRoot) found.push(...all(element.shadowRoot));
    }
    return found;
  };
  const visible = (element: Element) => {
    const check = (element as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
    if (check) return check.call(element, { visibilityProperty: true });
    return element.getClientRects().length > 0;
  };
  // text content without what is hidden from assistive technology (aria-hidden icons such as "☰")
  const shownText = (node: Node): string =>
    Array.from(node.childNodes, (child) => {
      if (child.nodeType === Node.TEXT_NODE) return child.textContent ?? "";
      if (child instanceof Element && child.getAttribute("aria-hidden") === "true") return "";
      return shownText(child);
    }).join("");
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => squash(document.getElementById(id)?.textContent))
      .join(" ");
  const labelOf = (element: Element): string => {
    const labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy) return squash(byIds(labelledBy));
    const aria = element.getAttribute("aria-label");
    if (aria) return squash(aria);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash(Array.from(labels, (label) => label.textContent).join(" "));
    return squash(element.getAttribute("title") ?? element.getAttribute("placeholder"));
  };
  const nameOf = (element: Element): string => {
    const label = labelOf(element);
    if (label) return label;
    if (element instanceof HTMLInputElement && (element.type === "submit" || element.type === "button")) {
      return squash(element.value);
    }
    if (element.matches("input, select, textarea")) return "";
    if (element instanceof HTMLTableElement) return squash(element.caption?.textContent);
    return squash(shownText(element));
  };
  const scopes: Array<Document | Element> = query.within ? findAllInPage(query.within).slice(0, 1) : [document];
  let candidates: Element[] = [];
  for (const scope of scopes) {
    const inScope = all(scope);
    if (query.role) candidates.push(...inScope.filter((element) => element.matches(ROLES[query.role as string]!)));
    else if (query.label) candidates.push(...inScope.filter((element) => element.matches(CONTROLS)));
    else if (query.css) candidates.push(...inScope.filter((element) => element.matches(query.css as string)));
    else candidates.push(...inScope);
  }
  if (query.role && query.css) candidates = candidates.filter((element) => element.matches(query.css as string));
  if (query.name) candidates = candidates.filter((element) => matches(nameOf(element), query.name as WireText));
  if (query.label) candidates = candidates.filter((element) => matches(labelOf(element), query.label as WireText));
  if (query.text) {
    const wanted = query.text;
    const hits = candidates.filter(
      (element) =>
        !["SCRIPT", "STYLE", "TEMPLATE"].includes(element.tagName) && matches(squash(element.textContent), wanted),
    );
    // the innermost: no matching element inside it
    candidates = hits.filter((element) => !hits.some((other) => other !== element && element.contains(other)));
  }
  return candidates.filter(visible);
}

/**
 * The page functions the drivers send: findAllInPage travels inside them as source text (both
 * WebDriver and puppeteer send a function's source, not its closure).
 */
const pageFunction = (body: string) =>
  new Function("query", `const findAllInPage = ${findAllInPage.toString()};\n${body}`) as (query: WireQuery) => unknown;

/** In the page: the nth visible match of the query, or null. */
export const findOneScript = pageFunction("return findAllInPage(query)[query.nth ?? 0] ?? null;");
/** In the page: how many visible elements match. */
export const countScript = pageFunction("return findAllInPage(query).length;");
