/**
 * npm run paths: writes docs/paths/<machine>.md (numbered steps in words, the coverage table) and
 * docs/paths/<machine>.json (for the flow viewer's replay) for every machine. Commit the result:
 * tests/paths/catalogue-fresh.test.ts fails when the committed files are stale.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildAll, renderJson, renderMarkdown } from "../tests/paths/catalogue";

const dir = join(process.cwd(), "docs", "paths");
mkdirSync(dir, { recursive: true });
for (const catalogue of buildAll()) {
  const name = catalogue.model.name;
  writeFileSync(join(dir, `${name}.md`), renderMarkdown(catalogue));
  writeFileSync(join(dir, `${name}.json`), renderJson(catalogue));
  console.log(`docs/paths/${name}.md: ${catalogue.paths.length} paths, ${catalogue.defined.length} transitions`);
}
