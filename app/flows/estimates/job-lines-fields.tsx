import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/forms";
import { estimateTotals } from "~/lib/estimate";
import { formatCad, hstPercent } from "~/lib/money";
import { noLinesError, parseEstimateForm } from "./estimate-form";
import { blankPartRows, estimateFields as field, maxEstimateLines, type EstimateDraft } from "./estimate-fields";

/**
 * The lines of a job as the owner types them, for an estimate and for the invoice made from it:
 * the call-out, the labour (hours and rate) and the parts, three more part rows on request. The
 * labels are the words the server's errors use ("Part 2: …"), so an error names the field it is
 * about. `idPrefix` keeps the ids apart where both forms are on one page.
 */
export function JobLinesFields({ idPrefix, draft }: { idPrefix: "estimate" | "invoice"; draft: EstimateDraft }) {
  const [rows, setRows] = useState(draft.parts.length + blankPartRows);
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${idPrefix}-call-out`} label="Call-out fee">
          {(wiring) => <Input name={field.callOut} inputMode="decimal" defaultValue={draft.callOut} placeholder="175" {...wiring} />}
        </Field>
        <Field id={`${idPrefix}-hours`} label="Labour hours">
          {(wiring) => (
            <Input name={field.labourHours} inputMode="decimal" defaultValue={draft.labourHours} placeholder="1.5" {...wiring} />
          )}
        </Field>
        <Field id={`${idPrefix}-rate`} label="Hourly rate">
          {(wiring) => <Input name={field.labourRate} inputMode="decimal" defaultValue={draft.labourRate} placeholder="130" {...wiring} />}
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="font-semibold">Parts</legend>
        {Array.from({ length: Math.min(rows, maxEstimateLines) }, (_, index) => (
          <PartRow key={index} id={`${idPrefix}-part-${index + 1}`} number={index + 1} part={draft.parts[index]} />
        ))}
        {rows < maxEstimateLines ? (
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => setRows(rows + 3)}>
            <Plus aria-hidden="true" />
            More part lines
          </Button>
        ) : null}
      </fieldset>
    </>
  );
}

/** One part: what, how many, the unit price; the row shows what they are, so the labels are for screen readers. */
function PartRow({ id, number, part }: { id: string; number: number; part?: EstimateDraft["parts"][number] }) {
  const cells = [
    {
      key: "what",
      label: "what",
      name: field.partDescription,
      value: part?.description,
      placeholder: number === 1 ? "Air dryer cartridge" : undefined,
    },
    { key: "quantity", label: "how many", name: field.partQuantity, value: part?.quantity, placeholder: "1", decimal: true },
    { key: "price", label: "unit price", name: field.partPrice, value: part?.price, placeholder: "0.00", decimal: true },
  ];
  return (
    <div className="grid grid-cols-[1fr_4.5rem_6.5rem] gap-2">
      {cells.map((cell) => (
        <Field key={cell.key} id={`${id}-${cell.key}`} label={`Part ${number}: ${cell.label}`} labelClassName="sr-only">
          {(wiring) => (
            <Input
              name={cell.name}
              inputMode={cell.decimal ? "decimal" : undefined}
              defaultValue={cell.value}
              placeholder={cell.placeholder}
              className="mt-0"
              {...wiring}
            />
          )}
        </Field>
      ))}
    </div>
  );
}

/** Where the typed lines come to: nothing typed yet, a line that cannot be read, or the sums in words. */
export type LiveTotals = "empty" | "unreadable" | { subtotal: string; tax: string; total: string };

/** The sums of what the form holds now, worked out as the server will (it works them out again). */
export function totalsOf(form: HTMLFormElement): LiveTotals {
  const parsed = parseEstimateForm(new FormData(form));
  if (!parsed.ok) return parsed.errors.length === 1 && parsed.errors[0] === noLinesError ? "empty" : "unreadable";
  const sum = estimateTotals(parsed.lines);
  return { subtotal: formatCad(sum.subtotalCents), tax: formatCad(sum.taxCents), total: formatCad(sum.totalCents) };
}

/** The totals line under the fields, read out as it changes. */
export function LiveTotalsLine({ totals }: { totals: LiveTotals }) {
  return (
    <p aria-live="polite" className="font-semibold">
      {totals === "empty"
        ? "Totals show as you type the lines."
        : totals === "unreadable"
          ? "Totals show once every line can be read."
          : `Subtotal ${totals.subtotal} · HST ${hstPercent} % ${totals.tax} · Total ${totals.total}`}
    </p>
  );
}
