import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { storyNameFromExport, toId } from "storybook/internal/csf";
import ts from "typescript";

/**
 * The stories of every machine state, for the flow viewer's side panel (issue 34): each story that
 * declares `parameters.state` (the state its own actor must rest in once its play is over, checked
 * by .storybook/preview.tsx) is listed under each state it declares, with its Storybook id.
 * Read from the story files' source with the TypeScript parser, so nothing of a story runs here.
 *   npx tsx scripts/flows/state-stories.ts     (rewrites src/flows/words/state-stories.ts)
 */
export interface StoryRef {
  /** Storybook's id (`?path=/story/<id>`). */
  id: string;
  /** The group and the story's name, as Storybook's sidebar shows them. */
  title: string;
  name: string;
}

const ROOT = resolve(import.meta.dirname, "../..");
export const STATE_STORIES_FILE = join(ROOT, "src/flows/words/state-stories.ts");

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return entry.name.endsWith(".stories.tsx") ? [path] : [];
  });
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of object.properties) {
    if (ts.isPropertyAssignment(member) && member.name.getText() === name) return member.initializer;
  }
  return undefined;
}

/** Local `const f = (x: string) => [...]` helpers a file uses to name its states. */
type Helpers = Map<string, ts.ArrowFunction>;

function texts(expression: ts.Expression, helpers: Helpers, bound: Map<string, string> = new Map()): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.flatMap((e) => texts(e, helpers, bound));
  if (ts.isTemplateExpression(expression)) {
    let text = expression.head.text;
    for (const span of expression.templateSpans) {
      const value = ts.isIdentifier(span.expression) ? bound.get(span.expression.text) : undefined;
      if (value === undefined) throw new Error(`cannot read ${expression.getText()}`);
      text += value + span.literal.text;
    }
    return [text];
  }
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
    const helper = helpers.get(expression.expression.text);
    if (helper && ts.isExpression(helper.body)) {
      const args = new Map<string, string>();
      helper.parameters.forEach((parameter, i) => {
        const argument = expression.arguments[i];
        const [value] = argument ? texts(argument, helpers, bound) : [];
        if (ts.isIdentifier(parameter.name) && value !== undefined) args.set(parameter.name.text, value);
      });
      return texts(helper.body, helpers, args);
    }
  }
  throw new Error(`cannot read the state ${expression.getText()}`);
}

function unwrap(expression: ts.Expression): ts.Expression {
  return ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression)
    ? unwrap(expression.expression)
    : expression;
}

/** State id -> the stories resting in it, in file and export order. */
export function collectStateStories(root = ROOT): Record<string, StoryRef[]> {
  const byState: Record<string, StoryRef[]> = {};
  for (const file of storyFiles(join(root, "stories")).sort()) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const helpers: Helpers = new Map();
    let title: string | undefined;
    const stories: { exportName: string; story: ts.ObjectLiteralExpression }[] = [];
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const value = unwrap(declaration.initializer);
        if (ts.isArrowFunction(value)) helpers.set(declaration.name.text, value);
        if (!ts.isObjectLiteralExpression(value)) continue;
        if (declaration.name.text === "meta") {
          const titleNode = property(value, "title");
          if (titleNode && ts.isStringLiteral(titleNode)) title = titleNode.text;
        } else if (exported) stories.push({ exportName: declaration.name.text, story: value });
      }
    }
    for (const { exportName, story } of stories) {
      const parameters = property(story, "parameters");
      const state = parameters && ts.isObjectLiteralExpression(parameters) ? property(parameters, "state") : undefined;
      if (!state) continue;
      if (!title) throw new Error(`${relative(root, file)}: a story declares a state but its meta has no title`);
      const nameNode = property(story, "name");
      const name = nameNode && ts.isStringLiteral(nameNode) ? nameNode.text : storyNameFromExport(exportName);
      const ref = { id: toId(title, storyNameFromExport(exportName)), title, name };
      for (const id of texts(state, helpers)) {
        byState[id] ??= [];
        byState[id].push(ref);
      }
    }
  }
  return Object.fromEntries(Object.entries(byState).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export function stateStoriesModule(byState: Record<string, StoryRef[]>): string {
  return `/**
 * Generated by scripts/flows/state-stories.ts from the stories' \`parameters.state\`: do not edit.
 * State id -> the stories that rest in it (the flow viewer's side panel).
 * tests/components/flows-state-stories.test.ts fails when a story changed and this file did not.
 */
export interface StoryRef {
  id: string;
  title: string;
  name: string;
}

export const STATE_STORIES: Record<string, readonly StoryRef[]> = ${JSON.stringify(byState, null, 2)};
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(STATE_STORIES_FILE, stateStoriesModule(collectStateStories()));
  console.log(`${relative(ROOT, STATE_STORIES_FILE)} written`);
}
