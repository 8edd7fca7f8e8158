import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { siteConfig, telHref } from "~/config/site";
import { LazyToaster, preloadToaster } from "~/components/lazy-toaster";
import { Field, FormAlert, Input, Textarea } from "~/components/ui/forms";
import { KeptOnPhone } from "~/flows/outbox/kept-on-phone";
import { TextUpdatesBox } from "~/flows/request-form/text-updates";
import { keptMessage, postForm, postOrKeep, preloadOutbox } from "~/flows/outbox/post-or-keep";
import type { QuoteActionResult, QuoteField, QuoteFormValues } from "~/flows/quote/quote-fields";
import { assignRequestIdentity } from "~/lib/request-id";
import { SendRequest } from "~/flows/request-form/send-request";
import { smsHref } from "~/flows/request-form/sms";
import { showToast } from "~/lib/toast-store";
import { codeInViewAttribute } from "~/loading/interaction";

/** The request as a text message, for a visitor whose data connection is gone. */
function quoteSms(form: HTMLFormElement | null): string {
  const value = (name: string) => (form ? String(new FormData(form).get(name) ?? "").trim() : "");
  return [`Quote request from ${value("name")}`.trim(), value("message"), `Call me: ${value("phone")}`].filter(Boolean).join("\n");
}

/** Where every quote form posts without JavaScript: the contact page's action. */
export const quoteActionPath = "/contact";

/** The specification's toast; its promise is the owner's to confirm (siteConfig.quoteCallBack). */
export const quoteToast = {
  title: "Quote Request Received!",
  description: siteConfig.quoteCallBack,
} as const;

interface QuoteFormProps {
  /** Values and errors from a post without JavaScript, shown again so nothing is lost. */
  initialValues?: Partial<QuoteFormValues>;
  fieldErrors?: Partial<Record<QuoteField, string>>;
  formError?: string;
}

const notSent = "Your request could not be sent: the connection dropped. Your details are still in the form.";

/**
 * The quote form: a plain POST to the contact page that works without JavaScript. With
 * JavaScript it posts its fields itself, in the background and outside React Router (so it needs
 * no other part of the page hydrated: flows/quote/quote-island.tsx), shows the toast and resets
 * the four fields; with no signal it keeps the request on the phone.
 */
export function QuoteForm({ initialValues, fieldErrors: initialErrors, formError: initialFormError }: QuoteFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<QuoteActionResult>();
  // The request as a text message, taken when it could not be sent (for a visitor whose data connection is gone).
  const [smsText, setSmsText] = useState("");
  const fieldErrors = result && !result.ok ? result.fieldErrors : initialErrors;
  const formError = result && !result.ok ? result.formError : initialFormError;

  // What a post with no signal needs (keeping it on the phone, 1 KB), fetched as soon as the form
  // is here, while the page still has signal: the visitor may lose it before touching anything.
  useEffect(preloadOutbox, []);

  // Each fill of the form gets its own request id, so a retried post is stored once. The
  // prerendered page holds none (it would be shared by every visitor): the server derives one.
  useEffect(() => {
    assignRequestIdentity(formRef.current);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const fields = new FormData(event.currentTarget);
    setSending(true);
    const answer = await postOrKeep("quote", fields, () => postForm<QuoteActionResult>("quote", fields));
    setSending(false);
    const shown: QuoteActionResult =
      "kept" in answer ? { ok: false, kept: answer.kept, formError: answer.kept ? keptMessage : notSent } : answer;
    setResult(shown);
    if (!shown.ok && shown.kept) setSmsText(quoteSms(formRef.current));
    if (shown.ok) {
      showToast({ ...quoteToast, tone: "success" });
      formRef.current?.reset();
      assignRequestIdentity(formRef.current, { renew: true });
    } else if (!shown.kept) {
      showToast({
        tone: "error",
        title: "We couldn't send your request",
        description: (
          <>
            {shown.formError ?? "Please check the highlighted fields."} Or call us now at{" "}
            <a href={telHref} className="font-bold underline">
              {siteConfig.phone.display}
            </a>
            .
          </>
        ),
      });
    }
  }

  const fieldId = (name: QuoteField) => `${id}-${name}`;
  const common = (name: QuoteField) => ({ name, required: true, defaultValue: initialValues?.[name] });

  return (
    <>
      {/* The toast region comes with the form that shows toasts: pages without one don't load its code. */}
      <LazyToaster />
      <form
        method="post"
        action={quoteActionPath}
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        // The toast (12 KB) a post that got through shows comes at the first focus.
        onFocus={preloadToaster}
        className="grid gap-4"
        aria-label="Request a quote"
        // Its code (keep-on-the-phone when the signal drops) loads once the form is near the screen.
        {...{ [codeInViewAttribute]: "" }}
      >
        {result && !result.ok && result.kept ? (
          <KeptOnPhone smsHref={smsHref(smsText)} />
        ) : formError ? (
          <FormAlert>
            {formError} Or call us now at{" "}
            <a href={telHref} className="underline">
              {siteConfig.phone.display}
            </a>
            .
          </FormAlert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId("name")} label="Name" error={fieldErrors?.name}>
            {(wiring) => <Input type="text" autoComplete="name" {...common("name")} {...wiring} />}
          </Field>
          <Field id={fieldId("phone")} label="Phone" error={fieldErrors?.phone}>
            {(wiring) => <Input type="tel" autoComplete="tel" {...common("phone")} {...wiring} />}
          </Field>
        </div>
        <TextUpdatesBox defaultChecked={false} />
        <Field id={fieldId("email")} label="Email" error={fieldErrors?.email}>
          {(wiring) => <Input type="email" autoComplete="email" {...common("email")} {...wiring} />}
        </Field>
        <Field id={fieldId("message")} label="How can we help?" error={fieldErrors?.message}>
          {(wiring) => (
            <Textarea rows={5} placeholder="Truck make and model, where you are, and what's wrong" {...common("message")} {...wiring} />
          )}
        </Field>
        <SendRequest idPrefix={id} label="Send Quote Request" sending={sending} />
      </form>
    </>
  );
}
