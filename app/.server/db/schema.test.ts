/**
 * The schema is stated once for the queries (tables.ts) and reached by migrations on two engines.
 * A column added on one side and not the other would be found late, by a query failing on one
 * engine in production: this migrates a fresh database on each engine and compares their tables
 * and columns with each other and with tables.ts (read with the TypeScript compiler), and checks
 * the migrations folder is what runs, in file-name order.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { engines, openTestDatabase } from "../../../tests/test-database";
import type { SiteDatabase } from "./database";
import { formerNames, siteMigrations } from "./migrations/index";

interface Column {
  /** "number", "text" or "bytes": what a query reads back. */
  kind: string;
  nullable: boolean;
  /** Filled in by the database when left out (a default, or an id it gives). */
  generated: boolean;
}
type Schema = Record<string, Record<string, Column>>;

/** How each engine's column types read in a query's answer. */
function kindOf(dataType: string): string {
  const type = dataType.toLowerCase();
  if (/int|numeric|real|double|float/.test(type)) return "number";
  if (/blob|bytea/.test(type)) return "bytes";
  if (/text|char/.test(type)) return "text";
  return type;
}

async function migratedSchema(database: SiteDatabase): Promise<Schema> {
  const tables = await database.db.introspection.getTables();
  const schema: Schema = {};
  for (const table of tables) {
    schema[table.name] = Object.fromEntries(
      table.columns.map((column) => [
        column.name,
        { kind: kindOf(column.dataType), nullable: column.isNullable, generated: column.hasDefaultValue || column.isAutoIncrementing },
      ]),
    );
  }
  // SQLite: a column declared INTEGER PRIMARY KEY is the row id, given by the database; a key
  // column reads as nullable (an old SQLite leniency) though no query of ours ever leaves a key out.
  if (database.engine === "sqlite") {
    for (const name of Object.keys(schema)) {
      const info = await sql<{ name: string; pk: number; type: string }>`SELECT name, pk, type FROM pragma_table_info(${name})`.execute(
        database.db,
      );
      const keys = info.rows.filter((row) => row.pk > 0);
      for (const key of keys) schema[name]![key.name]!.nullable = false;
      if (keys.length === 1 && keys[0]!.type.toUpperCase() === "INTEGER") schema[name]![keys[0]!.name]!.generated = true;
    }
  }
  return schema;
}

/** tables.ts as the compiler reads it: each table of `Tables`, each column's kind, `| null`, `Generated<…>`. */
function declaredSchema(): Schema {
  const file = path.join(import.meta.dirname, "tables.ts");
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const kindOfType = (type: ts.TypeNode): Column => {
    if (ts.isTypeReferenceNode(type) && type.typeName.getText() === "Generated") {
      return { ...kindOfType(type.typeArguments![0]!), generated: true };
    }
    const parts = ts.isUnionTypeNode(type) ? type.types : [type];
    const named = parts.map((part) => part.getText()).filter((text) => text !== "null");
    const kind = named.every((text) => text === "number") ? "number" : named.every((text) => text === "Uint8Array") ? "bytes" : "text";
    return { kind, nullable: named.length < parts.length, generated: false };
  };
  const schema: Schema = {};
  for (const member of interfaces.get("Tables")!.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
    const table = interfaces.get(member.type.typeName.getText())!;
    schema[member.name.getText()] = Object.fromEntries(
      table.members.filter(ts.isPropertySignature).map((column) => [column.name.getText(), kindOfType(column.type!)]),
    );
  }
  return schema;
}

describe("the schema, stated once", () => {
  it("runs the migrations folder's files in file-name order, each named as its file", () => {
    const folder = path.join(import.meta.dirname, "migrations");
    const files = fs
      .readdirSync(folder)
      .filter((file) => /^\d{3}-[a-z0-9-]+\.ts$/.test(file))
      .sort();
    expect(siteMigrations.map((migration) => `${migration.name}.ts`)).toEqual(files);
    // Every file is a migration: nothing else in the folder but the list.
    expect(fs.readdirSync(folder).sort()).toEqual([...files, "index.ts"].sort());
    // A former name never collides with a name in use.
    for (const former of Object.keys(formerNames)) expect(files).not.toContain(`${former}.ts`);
  });

  it("is the same on SQLite and PostgreSQL, and is what tables.ts declares", async () => {
    const [sqlite, postgres] = await Promise.all(engines.map(async (engine) => migratedSchema(await openTestDatabase(engine))));
    const declared = declaredSchema();
    expect(Object.keys(sqlite!).sort()).toEqual(Object.keys(declared).sort());
    expect(Object.keys(postgres!).sort()).toEqual(Object.keys(declared).sort());
    const differences: string[] = [];
    for (const [table, columns] of Object.entries(declared)) {
      for (const [engine, schema] of [
        ["SQLite", sqlite!],
        ["PostgreSQL", postgres!],
      ] as const) {
        const migrated = schema[table] ?? {};
        for (const name of new Set([...Object.keys(columns), ...Object.keys(migrated)])) {
          const want = columns[name];
          const have = migrated[name];
          if (!want) differences.push(`${table}.${name}: on ${engine}, not in tables.ts`);
          else if (!have) differences.push(`${table}.${name}: in tables.ts, not on ${engine}`);
          else {
            if (want.kind !== have.kind) differences.push(`${table}.${name}: ${want.kind} in tables.ts, ${have.kind} on ${engine}`);
            if (want.nullable !== have.nullable) {
              differences.push(
                `${table}.${name}: ${want.nullable ? "" : "not "}nullable in tables.ts, ${have.nullable ? "" : "not "}on ${engine}`,
              );
            }
            if (want.generated && !have.generated) differences.push(`${table}.${name}: Generated in tables.ts, no default on ${engine}`);
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it("brings a database recorded under the former names to the folder's names without applying anything again", async () => {
    const database = await openTestDatabase("sqlite");
    for (const [former, name] of Object.entries(formerNames)) {
      await database.db.updateTable("schema_migrations").set({ name: former }).where("name", "=", name).execute();
    }
    // Applying any of them again would fail (its tables exist): opening must not.
    const { openDatabase } = await import("./database");
    const reopened = await openDatabase({ DATA_DIR: path.dirname(database.sqliteFile!) });
    const names = (await reopened.db.selectFrom("schema_migrations").select("name").orderBy("name").execute()).map((row) => row.name);
    expect(names).toEqual(siteMigrations.map((migration) => migration.name));
    await reopened.close();
  });
});
