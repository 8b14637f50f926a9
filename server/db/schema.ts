/**
 * Kysely table types. Each feature keeps its tables in tables/<feature>.ts and is listed here once.
 */
import type { FoundationTables } from "./tables/foundation";

export interface DB extends FoundationTables {}
