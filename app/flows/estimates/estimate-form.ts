import { estimateTotals, makeLine, type EstimateLine } from "~/lib/estimate";
import { formatCad, maxLineCents, parseCents, parseHundredths } from "~/lib/money";
import { estimateFields as field, maxEstimateLines } from "./estimate-fields";

/** A hidden field of the owner's form: the newest version when the form was shown (0 for none), part of its key without JavaScript. */
export const latestVersionField = "after";

/** What an empty form is told: nothing to read yet, which is not a line that cannot be read. */
export const noLinesError = "Write at least one line: the call-out, labour or a part.";

export type EstimateParse = { ok: true; lines: EstimateLine[]; note: string } | { ok: false; errors: string[] };

/** No repair takes more hours, or more of one part, than this: a typing slip. */
const maxQuantity = 1000;
/** No roadside estimate comes near this total: a typing slip. */
const maxTotalCents = 250_000_00;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};
const texts = (form: FormData, name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value.trim() : ""));

/**
 * The owner's estimate as posted: a call-out fee, labour (hours × rate) and parts (description,
 * quantity, unit price); amounts as people type them ("$80", "1,234.5"). Every line that cannot
 * be read is named in the errors, and nothing is kept until all can.
 */
export function parseEstimateForm(form: FormData): EstimateParse {
  const errors: string[] = [];
  const lines: EstimateLine[] = [];
  const amount = (label: string, typed: string): number | null => {
    const cents = parseCents(typed);
    if (cents === null) errors.push(`${label}: "${typed.slice(0, 40)}" is not an amount (write it as 80 or 1,234.50).`);
    else if (cents === 0) errors.push(`${label}: $0.00 is not a price; leave the line empty instead.`);
    else if (cents > maxLineCents) errors.push(`${label}: ${formatCad(cents)} is over ${formatCad(maxLineCents)}; check the amount.`);
    return cents !== null && cents > 0 && cents <= maxLineCents ? cents : null;
  };
  const quantity = (label: string, typed: string): number | null => {
    const hundredths = parseHundredths(typed);
    if (hundredths === null) errors.push(`${label}: "${typed.slice(0, 40)}" is not a quantity (write it as 1 or 1.5).`);
    else if (hundredths > maxQuantity * 100) errors.push(`${label}: ${typed} is more than ${maxQuantity}; check the quantity.`);
    return hundredths !== null && hundredths <= maxQuantity * 100 ? hundredths : null;
  };

  const callOut = text(form, field.callOut);
  // A call-out of 0 is no call-out: left out, not refused.
  if (callOut && parseCents(callOut) !== 0) {
    const cents = amount("Call-out", callOut);
    if (cents !== null) lines.push(makeLine("call-out", "Call-out", 100, cents));
  }
  const hours = text(form, field.labourHours);
  const rate = text(form, field.labourRate);
  if (hours || rate) {
    if (!hours || !rate) errors.push("Labour: give both the hours and the hourly rate.");
    else {
      const [h, r] = [quantity("Labour hours", hours), amount("Labour rate", rate)];
      if (h !== null && r !== null) {
        const line = makeLine("labour", "Labour", h, r);
        if (line.amountCents > maxLineCents)
          errors.push(`Labour: ${formatCad(line.amountCents)} is over ${formatCad(maxLineCents)}; check it.`);
        else lines.push(line);
      }
    }
  }
  const [descriptions, quantities, prices] = [
    texts(form, field.partDescription),
    texts(form, field.partQuantity),
    texts(form, field.partPrice),
  ];
  const rows = Math.max(descriptions.length, quantities.length, prices.length);
  if (rows > maxEstimateLines) errors.push(`At most ${maxEstimateLines} lines.`);
  for (let index = 0; index < Math.min(rows, maxEstimateLines + 1); index++) {
    const [description, qty, price] = [descriptions[index] ?? "", quantities[index] ?? "", prices[index] ?? ""];
    if (!description && !qty && !price) continue;
    const label = `Part ${index + 1}`;
    if (!description) {
      errors.push(`${label}: say what the part is.`);
      continue;
    }
    if (description.length > 120) errors.push(`${label}: keep the description under 120 characters.`);
    const [q, p] = [quantity(label, qty || "1"), amount(label, price)];
    if (q === null || p === null) continue;
    const line = makeLine("part", description.slice(0, 120), q, p);
    if (line.amountCents > maxLineCents)
      errors.push(`${label}: ${formatCad(line.amountCents)} is over ${formatCad(maxLineCents)}; check it.`);
    else lines.push(line);
  }
  if (lines.length > maxEstimateLines) errors.push(`At most ${maxEstimateLines} lines.`);
  const total = estimateTotals(lines).totalCents;
  if (errors.length === 0 && total > maxTotalCents)
    errors.push(`The total, ${formatCad(total)}, is over ${formatCad(maxTotalCents)}; check the lines.`);
  const note = text(form, field.note);
  if (note.length > 1000) errors.push("Keep the note under 1,000 characters.");
  if (errors.length === 0 && lines.length === 0) errors.push(noLinesError);
  return errors.length > 0 ? { ok: false, errors: [...new Set(errors)] } : { ok: true, lines, note };
}
