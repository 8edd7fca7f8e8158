import type { AppLoadContext } from "react-router";
import { refusal } from "~/.server/http/refusal";

/** The request an owner's address names (/owner/requests/{id}, a whole number), or a thrown 404. */
export async function requestOr404(id: string, context: AppLoadContext) {
  const stored = /^\d{1,12}$/.test(id) ? await context.requestStore.get(Number(id)) : null;
  if (!stored) throw refusal({ error: "No such request." }, 404);
  return stored;
}
