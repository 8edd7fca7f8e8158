import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/choice-fields";
import { Field, FormAlert, Input, Textarea } from "~/components/ui/forms";
import { siteConfig } from "~/config/site";
import { KeptPostLine } from "~/flows/outbox/kept-post-line";
import { keptField, useKeptPost, type KeptPost } from "~/flows/outbox/kept-posts";
import { postKeyField } from "~/lib/request-id";
import type { DecisionPostResult } from "./decision-post.server";
import { EstimateTable, type ShownEstimate } from "./estimate-table";

/** What a post to /request/{token}/estimate came to, when it was refused. */
export type DecisionAnswer = { kind: "estimate" } & DecisionPostResult;

/** What changed from the version before, in words, for the driver. */
export interface EstimateChangeWords {
  previousVersion: number;
  previousTotal: string;
  added: string[];
  removed: string[];
  changed: string[];
}

interface EstimatePanelProps {
  estimate: ShownEstimate;
  changes: EstimateChangeWords | null;
  /** The request is still open: the estimate can be approved or declined. */
  open: boolean;
  /** Where Approve and Decline post: /request/{token}/estimate. */
  action: string;
  /** The status page's token: with JavaScript the decision goes to its JSON twin. */
  token: string;
  /** A decision refused without JavaScript: the status page comes back from that address with it. */
  posted?: DecisionAnswer;
  /** The decisions this page kept on the phone with no signal. */
  kept: readonly KeptPost[];
}

/** "Your approval", "Your decline": how a kept decision is named. */
export const keptDecisionWords = (post: KeptPost) => (keptField(post, "decision") === "decline" ? "Your decline" : "Your approval");

/**
 * The estimate on the driver's status page: the lines and the total, the pricing policy, what
 * changed since the version before, and Approve (a typed name, an optional PO number, "I may
 * approve this repair for this truck") or Decline (an optional reason). Both post to the
 * decision's own address: without JavaScript as plain forms, with it to its JSON twin, kept on the
 * phone with no signal (saved, then sent with the time), the answer shown here in place. Prints on
 * one page as the fleet's record.
 */
export function EstimatePanel({ estimate, changes, open, action, token, posted, kept }: EstimatePanelProps) {
  const { assignKey, onSubmit, sending, answer: postAnswer } = useKeptPost<DecisionAnswer>("decision", token);
  const answer = postAnswer ?? posted;
  const result = answer && "kept" in answer ? undefined : answer;
  const waiting = estimate.decision === null && open;
  // A decision kept on the phone stands until it is sent (or refused, the estimate having changed meanwhile): no second one.
  const keptDecision = kept.at(-1);
  const decisionWaits = keptDecision !== undefined && !keptDecision.sentAt && !keptDecision.refused;
  return (
    <section aria-labelledby="estimate" className="mt-10 print:mt-4">
      <h2 id="estimate" className="text-2xl font-bold uppercase">
        {waiting
          ? "Waiting for your approval"
          : estimate.decision === "approved"
            ? "Estimate approved"
            : estimate.decision === "declined"
              ? "Estimate declined"
              : "Estimate"}
      </h2>
      <ul className="mt-2 grid gap-1 text-steel print:text-ink">
        <li>{siteConfig.pricing.repair}</li>
        <li>{siteConfig.pricing.extraWork}</li>
        <li>{siteConfig.pricing.noHiddenFees}</li>
      </ul>
      {changes ? (
        <div className="mt-3 rounded-md border-2 border-ink bg-hivis p-3 print:bg-white">
          <p className="font-bold">
            Changed since version {changes.previousVersion} ({changes.previousTotal}):
          </p>
          <ul className="list-disc pl-5">
            {changes.added.map((line) => (
              <li key={`added ${line}`}>Added: {line}</li>
            ))}
            {changes.removed.map((line) => (
              <li key={`removed ${line}`}>Removed: {line}</li>
            ))}
            {changes.changed.map((line) => (
              <li key={`changed ${line}`}>Changed: {line}</li>
            ))}
            <li>New total: {estimate.total}</li>
          </ul>
        </div>
      ) : null}
      <EstimateTable estimate={estimate} className="mt-3" />
      {result && !result.ok ? <FormAlert className="mt-3">{result.error}</FormAlert> : null}
      {answer && "kept" in answer && !answer.kept ? (
        <FormAlert className="mt-3">
          Your decision could not be sent, and this phone could not keep it. Call us to approve or decline.
        </FormAlert>
      ) : null}
      <div aria-live="polite" className="print:hidden">
        {keptDecision ? <KeptPostLine post={keptDecision} what={keptDecisionWords(keptDecision)} className="mt-3" /> : null}
      </div>
      {waiting && !decisionWaits ? (
        <div className="mt-4 grid gap-6 sm:grid-cols-2 print:hidden">
          <form ref={assignKey} onSubmit={onSubmit} method="post" action={action} className="grid gap-3 self-start">
            <input type="hidden" name={postKeyField} />
            <input type="hidden" name="version" value={estimate.version} />
            <input type="hidden" name="decision" value="approve" />
            <Field id="approve-name" label="Your name" hint="(required)">
              {(wiring) => (
                <Input name="name" required maxLength={80} autoComplete="name" defaultValue={result?.values?.name} {...wiring} />
              )}
            </Field>
            <Field id="approve-po" label="PO number" hint="(if your fleet uses one)">
              {(wiring) => <Input name="poNumber" maxLength={40} defaultValue={result?.values?.poNumber} {...wiring} />}
            </Field>
            <CheckboxField id="approve-authority" name="authority" value="yes" required label="I may approve this repair for this truck" />
            <Button type="submit" variant="cta" size="lg" className="justify-self-start" aria-disabled={sending || undefined}>
              Approve {estimate.total}
            </Button>
          </form>
          <form ref={assignKey} onSubmit={onSubmit} method="post" action={action} className="grid gap-3 self-start">
            <input type="hidden" name={postKeyField} />
            <input type="hidden" name="version" value={estimate.version} />
            <input type="hidden" name="decision" value="decline" />
            <Field id="decline-reason" label="Reason" hint="(optional)">
              {(wiring) => <Textarea name="reason" rows={2} maxLength={500} defaultValue={result?.values?.reason} {...wiring} />}
            </Field>
            <Button type="submit" variant="outline" size="lg" className="justify-self-start" aria-disabled={sending || undefined}>
              Decline
            </Button>
          </form>
        </div>
      ) : null}
      <p className="mt-3 text-sm text-steel print:hidden">
        Printed from this page, the estimate and your decision fit one sheet, for your records.
      </p>
    </section>
  );
}
