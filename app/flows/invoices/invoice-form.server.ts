import { z } from "zod";
import { parseEstimateForm } from "~/flows/estimates/estimate-form";
import type { EstimateLine } from "~/lib/estimate";
import { cleanLine } from "~/lib/messages";
import type { BillTo } from "./invoice-draft";

const line = (max: number) =>
  z
    .unknown()
    .transform((value) => cleanLine(typeof value === "string" ? value : ""))
    .pipe(z.string().max(max, `Keep it under ${max} characters.`));

const billToSchema = z
  .object({ customerName: line(80), company: line(80), unit: line(40), poNumber: line(40) })
  .refine((billTo) => billTo.customerName || billTo.company, { message: "Write who the invoice is for: a name or a company." });

export type InvoiceParse = { ok: true; billTo: BillTo; lines: EstimateLine[] } | { ok: false; errors: string[]; billTo: Partial<BillTo> };

/**
 * The owner's "Make the invoice" as posted: who it is for (a name or a company; the unit and PO
 * as the approval gave them, or corrected) and its lines, read as the estimate's are (the same
 * fields, amounts as people type them). Every mistake is named and nothing is kept until all
 * can be read.
 */
export function parseInvoiceForm(form: FormData): InvoiceParse {
  const fields = {
    customerName: form.get("customerName"),
    company: form.get("company"),
    unit: form.get("unit"),
    poNumber: form.get("poNumber"),
  };
  const billTo = billToSchema.safeParse(fields);
  const lines = parseEstimateForm(form);
  const errors = [...(billTo.success ? [] : billTo.error.issues.map((issue) => issue.message)), ...(lines.ok ? [] : lines.errors)];
  if (!billTo.success || !lines.ok) {
    const typed = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, typeof value === "string" ? value.slice(0, 100) : ""]),
    );
    return { ok: false, errors: [...new Set(errors)], billTo: typed };
  }
  return { ok: true, billTo: billTo.data, lines: lines.lines };
}
