import type { z } from "zod";

/**
 * Parses a content module's raw data with its schema. Bad content throws an
 * error that names the file and the field, so the build (which prerenders
 * every page and so imports every content module) fails with a useful message.
 */
export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${formatPath(issue.path)}: ${issue.message}`).join("\n");
  throw new Error(`Invalid content in ${file}:\n${problems}`);
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return "(root)";
  return path.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)).join("");
}
