import { createHash } from "node:crypto";
import { requestIdField, requestIdPattern } from "~/lib/request-id";

/**
 * The request id of a post. A page without JavaScript cannot make one per fill, so the
 * server derives it from what the post holds: the same fields sent again from the same
 * address (a reload that re-posts, a double tap) give the same id.
 */
export function requestIdOf(form: FormData, kind: string, clientIp: string | null, fields: readonly unknown[]): string {
  const sent = form.get(requestIdField);
  if (typeof sent === "string" && requestIdPattern.test(sent)) return sent;
  const hash = createHash("sha256");
  hash.update(JSON.stringify([kind, clientIp ?? "", ...fields]));
  return `derived-${hash.digest("base64url").slice(0, 32)}`;
}
