import * as v from "valibot";

/** The shape `npm run paths` writes to docs/paths/<machine>.json. */
const stepSchema = v.object({
  state: v.string(),
  event: v.nullable(v.looseObject({ type: v.string() })),
});
const catalogueSchema = v.object({
  machine: v.string(),
  paths: v.array(v.object({ title: v.string(), steps: v.array(stepSchema) })),
});

export type PathCatalogue = v.InferOutput<typeof catalogueSchema>;
export type PathStep = v.InferOutput<typeof stepSchema>;

/** The catalogues in the files given (path -> parsed JSON); a file of another shape is skipped. */
export function readCatalogues(files: Record<string, unknown>): PathCatalogue[] {
  return Object.values(files).flatMap((json) => {
    const parsed = v.safeParse(catalogueSchema, json);
    return parsed.success ? [parsed.output] : [];
  });
}

/** Every docs/paths/*.json present when the viewer was built. */
export const CATALOGUES: PathCatalogue[] = readCatalogues(
  import.meta.glob("../../../docs/paths/*.json", { eager: true, import: "default" }),
);

/** The catalogue of a machine, by its folder name (`lead-funnel`) or its id (`leadFunnel`). */
export function catalogueFor(catalogues: PathCatalogue[], name: string, id: string): PathCatalogue | undefined {
  return catalogues.find((catalogue) => catalogue.machine === name || catalogue.machine === id);
}

/** A step's state as a state value: dotted (`flow.amount`), several joined by commas
 * (`flow.contact.editing, score.idle`: an array, as `activeNodeIds` reads it), or JSON. */
export function stepValue(state: string): unknown {
  const trimmed = state.trim();
  if (trimmed.startsWith("{")) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return trimmed;
    }
  }
  const parts = trimmed.split(/\s*[,·]\s*/).filter(Boolean);
  return parts.length === 1 ? parts[0] : parts;
}
