import type { OwnerStore } from "~/.server/owners/store";
import type { StoredRequest } from "~/.server/requests/store";
import { technicianFirstName } from "./technician-name";

/** Who a request is assigned to: a member's account (or nobody with one), and the first name the driver reads. */
interface Assignment {
  assignedTo: number | null;
  technician: string | null;
}

/**
 * The owner's choice on the request page: `assignee` is a member's id, "other" (a helper without
 * an account, named by first name in `technician`) or "" (nobody). A post from an older page with
 * only the `technician` text names a helper; a post with neither keeps who was set.
 */
export async function assignmentFrom(
  form: FormData,
  stored: Pick<StoredRequest, "assignedTo" | "technician">,
  owners: Pick<OwnerStore, "getOwner">,
): Promise<Assignment | { error: string }> {
  const assignee = form.get("assignee");
  const typed = form.get("technician");
  const helper = typeof typed === "string" ? technicianFirstName(typed) : null;
  if (assignee === null) return typeof typed === "string" ? { assignedTo: null, technician: helper } : stored;
  if (assignee === "") return { assignedTo: null, technician: null };
  if (assignee === "other") return helper ? { assignedTo: null, technician: helper } : { error: "Write the helper's first name." };
  const id = typeof assignee === "string" && /^\d{1,12}$/.test(assignee) ? Number(assignee) : NaN;
  const member = Number.isNaN(id) ? null : await owners.getOwner(id);
  if (!member) return { error: "Choose someone of the team from the list." };
  // The driver reads the first name only: the member's name, or their e-mail's first part without one.
  return { assignedTo: member.id, technician: technicianFirstName(member.name ?? member.email.split("@")[0] ?? "") };
}
