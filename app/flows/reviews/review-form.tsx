import { Star } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { ChoiceGroup } from "~/components/choice-fields";
import { Field, FormAlert, Input, Select, Textarea } from "~/components/ui/forms";
import { ChoiceTile } from "~/components/choice-tile";
import { postKeyField } from "~/lib/request-id";
import { anywhereArea, ratingWords, reviewCompanyMax, reviewRatings, reviewTextMax, type NameStyle } from "~/lib/review";
import type { ReviewAsSent, ReviewFormChoices, ReviewFormValues, ReviewPostResult } from "./review-fields";

/** What a post to /request/{token}/review came to, when it was refused. */
export type ReviewAnswer = { kind: "review" } & ReviewPostResult;

interface ReviewFormProps {
  /** The panel's post (useKeptPost): the form's key and its submit once the page's code is here. */
  post: { assignKey: (form: HTMLFormElement | null) => void; onSubmit: (event: FormEvent<HTMLFormElement>) => void; sending: boolean };
  action: string;
  choices: ReviewFormChoices;
  /** The review as sent, when this form changes it. */
  sent: ReviewAsSent | null;
  result?: ReviewPostResult;
}

const valuesFrom = (sent: ReviewAsSent | null, choices: ReviewFormChoices): ReviewFormValues => ({
  rating: sent ? String(sent.rating) : "",
  body: sent?.body ?? "",
  nameStyle: sent?.nameStyle ?? (choices.initialName ? "initial" : "area"),
  company: sent?.company ?? "",
  area: sent?.area ?? "",
  service: sent?.service ?? "",
});

/**
 * The review form on a completed request's status page: a rating (a real radio group), the
 * customer's words, how they want to be named, and optionally the company, the place and the
 * service. A plain form without JavaScript, the panel's post with it. Every customer sees it
 * the same way, whatever they are about to say.
 */
export function ReviewForm({ post, action, choices, sent, result }: ReviewFormProps) {
  // Apart: the form's ref is the key's callback, the rest plain values.
  const { assignKey, onSubmit, sending } = post;
  const values = result?.values ?? valuesFrom(sent, choices);
  const errors = result?.fieldErrors ?? {};
  const idPrefix = sent ? "review-edit" : "review";
  const nameChoices: { style: NameStyle; label: string }[] = [
    ...(choices.initialName ? [{ style: "initial" as const, label: choices.initialName }] : []),
    { style: "company", label: "My company's name (type it below)" },
    { style: "area", label: `“A driver from …” the place below (or ${anywhereArea})` },
  ];
  return (
    <form
      ref={assignKey}
      onSubmit={onSubmit}
      method="post"
      action={action}
      className="mt-4 grid gap-5"
      aria-describedby={`${idPrefix}-promise`}
    >
      <input type="hidden" name={postKeyField} />
      <p id={`${idPrefix}-promise`} className="text-steel">
        Every customer is asked the same way. The owner reads each review before it goes on our reviews page and never changes its words;
        only the name you choose here is shown with it.
      </p>
      {result && !result.ok ? <FormAlert>{result.error}</FormAlert> : null}
      <ChoiceGroup id={`${idPrefix}-rating`} legend="Your rating" hint="(required)" error={errors.rating}>
        <div className="mt-1.5 grid gap-1 sm:grid-cols-5">
          {reviewRatings.map((rating) => (
            <ChoiceTile
              key={rating}
              type="radio"
              name="rating"
              value={rating}
              required
              defaultChecked={values.rating === String(rating)}
              className="gap-2 has-checked:bg-hivis/40"
            >
              <span className="inline-flex items-center gap-1 font-semibold">
                {rating}
                <Star aria-hidden="true" className="size-4 fill-hivis text-ink" />{" "}
                <span className="font-normal">{ratingWords[rating]}</span>
              </span>
            </ChoiceTile>
          ))}
        </div>
      </ChoiceGroup>

      <Field id={`${idPrefix}-body`} label="Your review" hint="(required)" error={errors.body}>
        {(wiring) => (
          <Textarea
            name="body"
            rows={5}
            required
            maxLength={reviewTextMax}
            defaultValue={values.body}
            placeholder="What was wrong with the truck, what we did, how it went"
            {...wiring}
          />
        )}
      </Field>

      <ChoiceGroup id={`${idPrefix}-name-style`} legend="Sign it as" error={errors.nameStyle}>
        <div className="mt-1.5 grid gap-1">
          {nameChoices.map(({ style, label }) => (
            <label key={style} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="nameStyle"
                value={style}
                required
                defaultChecked={values.nameStyle === style}
                className="size-5 accent-ink"
              />
              {label}
            </label>
          ))}
        </div>
      </ChoiceGroup>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${idPrefix}-company`} label="Company" hint="(optional)" error={errors.company}>
          {(wiring) => (
            <Input name="company" maxLength={reviewCompanyMax} autoComplete="organization" defaultValue={values.company} {...wiring} />
          )}
        </Field>
        <Field id={`${idPrefix}-area`} label="Where was the truck?" hint="(optional)" error={errors.area}>
          {(wiring) => (
            <Select name="area" defaultValue={values.area} {...wiring}>
              <option value="">Choose a place</option>
              {choices.areas.map((area) => (
                <option key={area}>{area}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={`${idPrefix}-service`} label="What did we do?" hint="(optional)" error={errors.service}>
          {(wiring) => (
            <Select name="service" defaultValue={values.service} {...wiring}>
              <option value="">Choose a service</option>
              {choices.services.map((service) => (
                <option key={service}>{service}</option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Button type="submit" variant="cta" size="lg" className="justify-self-start" aria-disabled={sending || undefined}>
        {sent ? "Save my changes" : "Send my review"}
      </Button>
    </form>
  );
}
