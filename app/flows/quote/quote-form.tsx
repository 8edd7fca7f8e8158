import { Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { PrefetchPageLinks, useFetcher, useLocation } from "react-router";
import { siteConfig, telHref } from "~/config/site";
import { LazyToaster, preloadToaster } from "~/components/lazy-toaster";
import { showToast } from "~/lib/toast-store";
import { RequestFormHiddenFields } from "~/flows/request-form/request-form-hidden-fields";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field-classes";
import { KeptOnPhone } from "~/flows/outbox/kept-on-phone";
import { preloadOutbox } from "~/flows/outbox/post-or-keep";
import { smsHref } from "~/flows/request-form/sms";
import { useHydrated } from "~/lib/use-hydrated";
import { codeInViewAttribute } from "~/loading/interaction";
import { assignRequestIdentity } from "~/flows/request-form/request-id";
import type { QuoteActionResult, QuoteField, QuoteFormValues } from "~/flows/quote/quote-fields";

/** The request as a text message, for a visitor whose data connection is gone. */
function quoteSms(form: HTMLFormElement | null): string {
  const value = (name: string) => (form ? String(new FormData(form).get(name) ?? "").trim() : "");
  return [`Quote request from ${value("name")}`.trim(), value("message"), `Call me: ${value("phone")}`].filter(Boolean).join("\n");
}

/** Where every quote form posts: the contact page's action. */
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

/**
 * The quote form: a plain POST that works without JavaScript; with JavaScript it
 * posts in the background, shows the toast and resets the four fields.
 */
export function QuoteForm({ initialValues, fieldErrors: initialErrors, formError: initialFormError }: QuoteFormProps) {
  const fetcher = useFetcher<QuoteActionResult>();
  const { pathname } = useLocation();
  const ready = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const fieldErrors = result && !result.ok ? result.fieldErrors : initialErrors;
  const formError = result && !result.ok ? result.formError : initialFormError;

  // What a post with no signal needs (the outbox), fetched while the page still has it. The toast
  // (12 KB) shows only after a post that got through: it comes at the first focus.
  useEffect(preloadOutbox, []);

  // Each fill of the form gets its own request id, so a retried post is stored once. The
  // prerendered page holds none (it would be shared by every visitor): the server derives one.
  useEffect(() => {
    assignRequestIdentity(formRef.current);
  }, []);

  useEffect(() => {
    if (!result || (!result.ok && result.kept)) return;
    if (result.ok) {
      showToast({ ...quoteToast, tone: "success" });
      formRef.current?.reset();
      assignRequestIdentity(formRef.current, { renew: true });
    } else {
      showToast({
        tone: "error",
        title: "We couldn't send your request",
        description: (
          <>
            {result.formError ?? "Please check the highlighted fields."} Or call us now at{" "}
            <a href={telHref} className="font-bold underline">
              {siteConfig.phone.display}
            </a>
            .
          </>
        ),
      });
    }
  }, [result]);

  const errorId = (name: QuoteField) => `${id}-${name}-error`;
  const fieldProps = (name: QuoteField) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    defaultValue: initialValues?.[name],
    "aria-invalid": fieldErrors?.[name] ? true : undefined,
    "aria-describedby": fieldErrors?.[name] ? errorId(name) : undefined,
    className: inputClasses,
  });
  const label = (name: QuoteField, text: string) => (
    <label htmlFor={`${id}-${name}`} className="block font-semibold">
      {text}
    </label>
  );
  const error = (name: QuoteField) =>
    fieldErrors?.[name] ? (
      <p id={errorId(name)} className="mt-1 text-sm font-semibold text-danger">
        {fieldErrors[name]}
      </p>
    ) : null;

  return (
    <>
      {/* The toast region comes with the form that shows toasts: pages without one don't load its code. */}
      <LazyToaster />
      {/* The form posts to the contact page's action: as soon as the form's own code is here (the
          form came near the screen, app/loading/defer-hydration.tsx), that code is fetched too, so a
          post made with no signal still runs it (and keeps the request on the phone) instead of
          failing to load; fetched at the first focus, it could meet no signal already. */}
      {ready && pathname !== quoteActionPath ? <PrefetchPageLinks page={quoteActionPath} /> : null}
      <fetcher.Form
        method="post"
        action={quoteActionPath}
        ref={formRef}
        onFocus={preloadToaster}
        className="grid gap-4"
        aria-label="Request a quote"
        // Its code (keep-on-the-phone when the signal drops) loads once the form is near the screen.
        {...{ [codeInViewAttribute]: "" }}
      >
        {result && !result.ok && result.kept ? (
          <KeptOnPhone smsHref={smsHref(quoteSms(formRef.current))} />
        ) : formError ? (
          <p role="alert" className="rounded-md border-2 border-danger bg-white p-3 font-semibold text-danger">
            {formError} Or call us now at{" "}
            <a href={telHref} className="underline">
              {siteConfig.phone.display}
            </a>
            .
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            {label("name", "Name")}
            <input type="text" autoComplete="name" {...fieldProps("name")} />
            {error("name")}
          </div>
          <div>
            {label("phone", "Phone")}
            <input type="tel" autoComplete="tel" {...fieldProps("phone")} />
            {error("phone")}
          </div>
        </div>
        <div>
          {label("email", "Email")}
          <input type="email" autoComplete="email" {...fieldProps("email")} />
          {error("email")}
        </div>
        <div>
          {label("message", "How can we help?")}
          <textarea rows={5} placeholder="Truck make and model, where you are, and what's wrong" {...fieldProps("message")} />
          {error("message")}
        </div>
        <RequestFormHiddenFields idPrefix={id} />
        <Button
          type="submit"
          variant="cta"
          size="lg"
          disabled={fetcher.state !== "idle"}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          <Send aria-hidden="true" />
          {fetcher.state === "idle" ? "Send Quote Request" : "Sending…"}
        </Button>
      </fetcher.Form>
    </>
  );
}
