import type { Estimate } from "~/.server/estimates/store";
import type { InvoiceDraft } from "~/.server/invoices/store";
import type { StoredRequest } from "~/.server/requests/store";
import type { EstimateLine } from "~/lib/estimate";
import { linesAgainstApproval } from "~/lib/invoice";

/** Who the invoice is for, as the owner's form holds it. */
export interface BillTo {
  customerName: string;
  company: string;
  unit: string;
  poNumber: string;
}

/** The newest version the customer approved: what an invoice starts from. */
export const approvedEstimate = (versions: readonly Estimate[]) =>
  versions.filter((estimate) => estimate.decision === "approved").at(-1) ?? null;

/** Why no invoice can be made for the request yet; null when one can. */
export function invoiceNotYet(request: Pick<StoredRequest, "status" | "spam" | "forgottenAt">, approved: Estimate | null): string | null {
  if (request.spam || request.forgottenAt) return "No invoice for a request marked spam or forgotten.";
  if (request.status !== "done") return "The invoice is made once the job is Completed: set the status to done first.";
  if (!approved) return "The invoice starts from the approved estimate: none is approved yet.";
  return null;
}

/** What the form starts from: the driver's name (or the approver's), the truck's unit, the approval's PO. */
export function billToOf(request: StoredRequest, approved: Estimate): BillTo {
  const truck = (request.details as { truck?: { unit?: unknown } } | null)?.truck;
  return {
    customerName: request.name || approved.decidedName || "",
    company: "",
    unit: typeof truck?.unit === "string" ? truck.unit : "",
    poNumber: approved.poNumber ?? "",
  };
}

/** The invoice as it will be issued: who it is for (the request's phone and e-mail kept with it), its lines against the approval. */
export function invoiceDraftOf(request: StoredRequest, approved: Estimate, billTo: BillTo, lines: readonly EstimateLine[]): InvoiceDraft {
  const marked = linesAgainstApproval(approved.lines, lines);
  return {
    ...billTo,
    phone: request.phone,
    email: request.email,
    lines: marked.lines,
    removedLines: marked.removed,
    estimateVersion: approved.version,
  };
}
