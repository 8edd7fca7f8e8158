import { Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { usePostFetcher } from "~/components/post-on-page";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Input, Textarea } from "~/components/ui/forms";
import { RequestSection } from "~/components/request-section";
import { hstPercent, formatCad } from "~/lib/money";
import { estimateTotals } from "~/lib/estimate";
import { latestVersionField, noLinesError, parseEstimateForm } from "~/flows/estimates/estimate-form";
import { assignPostKey, postKeyField } from "~/lib/request-id";
import { blankPartRows, estimateFields as field, maxEstimateLines, type EstimateDraft } from "~/flows/estimates/estimate-fields";
import { EstimateTable, type ShownEstimate } from "~/flows/estimates/estimate-table";

/** What a post to /owner/requests/{id}/estimate came to, when it was refused: the form's mistakes, or why it cannot be sent. */
export interface EstimateSendAnswer {
  error: string;
  estimateErrors?: readonly string[];
}

interface OwnerEstimateProps {
  /** Where Send estimate posts: /owner/requests/{id}/estimate. */
  action: string;
  versions: readonly ShownEstimate[];
  draft: EstimateDraft;
  /** A send refused without JavaScript: the owner's page comes back from that address with them. */
  errors?: readonly string[];
}

/**
 * The estimate on the owner's request page: every version sent with the customer's decision,
 * and the form for the next one (the first, or more work after an approval), with its subtotal,
 * HST and total worked out as the owner types (with JavaScript; the server works them out
 * again, and alone without it). It posts to the estimate's own address; with JavaScript through
 * a fetcher, whose refusal shows here in place.
 */
export function OwnerEstimate({ action, versions, draft, errors: posted }: OwnerEstimateProps) {
  const fetcher = usePostFetcher<EstimateSendAnswer>("estimate-send");
  const errors = fetcher.data ? (fetcher.data.estimateErrors ?? [fetcher.data.error]) : posted;
  const [rows, setRows] = useState(draft.parts.length + blankPartRows);
  // "empty": no line typed yet; "unreadable": a line cannot be read (only then is it said).
  const [totals, setTotals] = useState<{ subtotal: string; tax: string; total: string } | "empty" | "unreadable">("empty");
  const latest = versions.at(-1);
  const sending = fetcher.state !== "idle";

  function recompute(form: HTMLFormElement) {
    const parsed = parseEstimateForm(new FormData(form));
    if (!parsed.ok) return setTotals(parsed.errors.length === 1 && parsed.errors[0] === noLinesError ? "empty" : "unreadable");
    const sum = estimateTotals(parsed.lines);
    setTotals({ subtotal: formatCad(sum.subtotalCents), tax: formatCad(sum.taxCents), total: formatCad(sum.totalCents) });
  }
  // The form comes filled from the newest version: its totals show at once, and its key is made for this fill.
  const formRef = useCallback((form: HTMLFormElement | null) => {
    assignPostKey(form);
    if (form) recompute(form);
  }, []);

  const form = (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      className="mt-4 grid gap-3"
      onChange={(event) => recompute(event.currentTarget)}
      onInput={(event) => recompute(event.currentTarget)}
    >
      <input type="hidden" name={postKeyField} />
      <input type="hidden" name={latestVersionField} value={latest?.version ?? 0} />
      <h3 className="text-xl font-bold">
        {latest
          ? `Version ${latest.version + 1}${latest.decision === "approved" ? " (more work: needs a new approval)" : ""}`
          : "Write the estimate"}
      </h3>
      {errors && errors.length > 0 ? (
        <FormAlert>
          <ul className="list-disc pl-5">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="estimate-call-out" label="Call-out fee">
          {(wiring) => <Input name={field.callOut} inputMode="decimal" defaultValue={draft.callOut} placeholder="175" {...wiring} />}
        </Field>
        <Field id="estimate-hours" label="Labour hours">
          {(wiring) => (
            <Input name={field.labourHours} inputMode="decimal" defaultValue={draft.labourHours} placeholder="1.5" {...wiring} />
          )}
        </Field>
        <Field id="estimate-rate" label="Hourly rate">
          {(wiring) => <Input name={field.labourRate} inputMode="decimal" defaultValue={draft.labourRate} placeholder="130" {...wiring} />}
        </Field>
      </div>
      <fieldset className="grid gap-2">
        <legend className="font-semibold">Parts</legend>
        {Array.from({ length: Math.min(rows, maxEstimateLines) }, (_, index) => {
          const part = draft.parts[index];
          return (
            <div key={index} className="grid grid-cols-[1fr_4.5rem_6.5rem] gap-2">
              <Field id={`estimate-part-${index + 1}-what`} label={`Part ${index + 1}: what`} labelClassName="sr-only">
                {(wiring) => (
                  <Input
                    name={field.partDescription}
                    defaultValue={part?.description}
                    placeholder={index === 0 ? "Air dryer cartridge" : undefined}
                    className="mt-0"
                    {...wiring}
                  />
                )}
              </Field>
              <Field id={`estimate-part-${index + 1}-quantity`} label={`Part ${index + 1}: how many`} labelClassName="sr-only">
                {(wiring) => (
                  <Input
                    name={field.partQuantity}
                    inputMode="decimal"
                    defaultValue={part?.quantity}
                    placeholder="1"
                    className="mt-0"
                    {...wiring}
                  />
                )}
              </Field>
              <Field id={`estimate-part-${index + 1}-price`} label={`Part ${index + 1}: unit price`} labelClassName="sr-only">
                {(wiring) => (
                  <Input
                    name={field.partPrice}
                    inputMode="decimal"
                    defaultValue={part?.price}
                    placeholder="0.00"
                    className="mt-0"
                    {...wiring}
                  />
                )}
              </Field>
            </div>
          );
        })}
        {rows < maxEstimateLines ? (
          <Button type="button" variant="outline" className="justify-self-start" onClick={() => setRows(rows + 3)}>
            <Plus aria-hidden="true" />
            More part lines
          </Button>
        ) : null}
      </fieldset>
      <Field id="estimate-note" label="Remarks for the customer">
        {(wiring) => <Textarea name={field.note} rows={2} maxLength={1000} defaultValue={draft.note} {...wiring} />}
      </Field>
      <p aria-live="polite" className="font-semibold">
        {totals === "empty"
          ? "Totals show as you type the lines."
          : totals === "unreadable"
            ? "Totals show once every line can be read."
            : `Subtotal ${totals.subtotal} · HST ${hstPercent} % ${totals.tax} · Total ${totals.total}`}
      </p>
      {/* Once: a second tap while it goes does nothing (and the server takes one post per key anyway). */}
      <Button type="submit" variant="default" className="justify-self-start" disabled={sending}>
        {sending ? "Sending…" : "Send estimate"}
      </Button>
    </fetcher.Form>
  );

  return (
    <RequestSection id="estimate-heading" title="Estimate">
      {latest ? (
        <p role="status" className="mt-2 font-semibold">
          Version {latest.version} sent to the driver {latest.sentAt}:{" "}
          {latest.decision === null ? "waiting for their answer" : latest.decision}.
        </p>
      ) : null}
      {[...versions].reverse().map((estimate) => (
        <EstimateTable key={estimate.version} estimate={estimate} className="mt-3" />
      ))}
      {latest ? (
        // After a send the version sent stands; a new one is written only on purpose. Open again after a refusal.
        <details className="mt-4" open={Boolean(errors && errors.length > 0)}>
          <summary className="inline-flex min-h-12 cursor-pointer items-center rounded-md border-2 border-ink px-4 font-bold">
            Write a new version
          </summary>
          {form}
        </details>
      ) : (
        form
      )}
    </RequestSection>
  );
}
