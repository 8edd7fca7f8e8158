import { useCallback, useState } from "react";
import { usePostFetcher } from "~/components/post-on-page";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, Textarea } from "~/components/ui/forms";
import { RequestSection } from "~/components/request-section";
import { latestVersionField } from "~/flows/estimates/estimate-form";
import { assignPostKey, postKeyField } from "~/lib/request-id";
import { estimateFields as field, type EstimateDraft } from "~/flows/estimates/estimate-fields";
import { EstimateTable, type ShownEstimate } from "~/flows/estimates/estimate-table";
import { JobLinesFields, LiveTotalsLine, totalsOf, type LiveTotals } from "~/flows/estimates/job-lines-fields";

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
  const [totals, setTotals] = useState<LiveTotals>("empty");
  const latest = versions.at(-1);
  const sending = fetcher.state !== "idle";

  const recompute = (form: HTMLFormElement) => setTotals(totalsOf(form));
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
      <JobLinesFields idPrefix="estimate" draft={draft} />
      <Field id="estimate-note" label="Remarks for the customer">
        {(wiring) => <Textarea name={field.note} rows={2} maxLength={1000} defaultValue={draft.note} {...wiring} />}
      </Field>
      <LiveTotalsLine totals={totals} />
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
