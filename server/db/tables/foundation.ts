import type { ColumnType } from "kysely";

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: ColumnType<Date, Date | undefined, never>;
}

export interface FoundationTables {
  app_settings: AppSettingsTable;
  schema_migrations: SchemaMigrationsTable;
}
