/**
 * Import rules of the project (docs/architecture.md, "Import rules"), checked by `npm run check`
 * with dependency-cruiser. Imports flow one way:
 *
 *   src/app -> src/features -> (src/ui, src/domain, src/api, src/contract, machines, src/state, src/i18n)
 *   server  -> (src/contract, src/domain, src/i18n)
 *
 * There is no list of tolerated violations: any violation fails `npm run check` (`npm run check:imports`).
 * tests/server/import-rules.test.ts proves each rule on small fixture trees and holds the real tree to
 * zero violations.
 */

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cross-feature",
      comment: "A feature does not import another feature: what two features share lives in a shared layer.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/([^/]+)/", pathNot: "^src/features/$1/" },
    },
    {
      name: "no-app-from-below",
      comment: "Only src/app (routes, layout, entry) composes the app; nothing below it imports it.",
      severity: "error",
      from: { path: "^(src/(features|ui|domain|api|contract|state|i18n)|machines)/" },
      to: { path: "^src/app/" },
    },
    {
      name: "no-feature-from-shared",
      comment: "The shared layers (ui, domain, api, contract, state, i18n) and the machines import no feature.",
      severity: "error",
      from: { path: "^(src/(ui|domain|api|contract|state|i18n)|machines)/" },
      to: { path: "^src/features/" },
    },
    {
      name: "ui-no-api",
      comment: "src/ui renders what it is given: it does not call the API.",
      severity: "error",
      from: { path: "^src/ui/" },
      to: { path: "^src/api/" },
    },
    {
      name: "machines-only-domain",
      comment:
        "Machines are pure: they import xstate, other machines (children, machines/shared) and src/domain only; " +
        "effects are supplied with .provide().",
      severity: "error",
      from: { path: "^machines/" },
      to: { pathNot: ["^machines/", "^src/domain/", "(^|/)node_modules/xstate/"] },
    },
    {
      name: "domain-contract-i18n-pure",
      comment:
        "src/domain, src/contract and src/i18n are shared with the server: no browser layer, no machine, no server.",
      severity: "error",
      from: { path: "^src/(domain|contract|i18n)/" },
      to: { path: "^(src/(app|features|ui|api|state)|machines|server)/" },
    },
    {
      name: "server-only-shared-src",
      comment: "The server takes only src/contract, src/domain and src/i18n from src/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^(src|machines)/", pathNot: "^src/(contract|domain|i18n)/" },
    },
    {
      name: "client-no-server",
      comment: "The browser code never imports the server.",
      severity: "error",
      from: { path: "^(src|machines)/" },
      to: { path: "^server/" },
    },
    {
      name: "routes-no-db",
      comment: "Server routes parse, call a service and answer: queries and tables belong to services and db.",
      severity: "error",
      from: { path: "^server/routes/" },
      to: { path: "^server/db/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|\\.css$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      // With "types" the altcha i18n import does not resolve (TOOLCHAIN.md).
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
