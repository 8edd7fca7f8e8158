import { LocateFixed, MessageSquareText } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { CallButton } from "~/components/call-button";
import { SendRequest } from "~/flows/request-form/send-request";
import { RoadsideConfirmation, preloadConfirmation } from "~/flows/roadside/roadside-confirmation";
import { Button, ButtonAnchor } from "~/components/ui/button";
import { ChoiceGroup } from "~/components/choice-fields";
import { errorIdOf, Field, FieldError, Input, Select, Textarea } from "~/components/ui/forms";
import { ChoiceTile } from "~/components/choice-tile";
import { KeptOnPhone } from "~/flows/outbox/kept-on-phone";
import { preloadOutbox } from "~/flows/outbox/post-or-keep";
import { assignRequestIdentity, requestIdField } from "~/lib/request-id";
import {
  highwayLabel,
  locationMessage,
  roadsideDirections,
  roadsideHighways,
  roadsideLoads,
  roadsideProblems,
  truckMakes,
  urgentField,
  type RoadsideActionResult,
  type RoadsideField,
  type RoadsideFormValues,
} from "~/flows/roadside/roadside-fields";
import { useHydrated } from "~/lib/use-hydrated";
import { phoneClock } from "~/lib/phone-clock";
import { useSentBefore } from "~/flows/roadside/sent-before";
import { useKeptRequest } from "~/flows/roadside/use-kept-request";
import { smsHref } from "~/flows/request-form/sms";
import { TextUpdatesBox } from "~/flows/request-form/text-updates";
import { maxPhotos, photoField } from "~/lib/request-photos";

/** Where the form posts: the roadside page's own action. */
const roadsideActionPath = "/roadside";

interface Fix {
  latitude: number;
  longitude: number;
  accuracy: number;
  /** "about 13 km from Leamington" */
  nearest: string;
}

interface RoadsideFormProps {
  /** From a post without JavaScript: what was typed and what was wrong, so nothing is lost. */
  values?: RoadsideFormValues;
  fieldErrors?: Partial<Record<RoadsideField, string>>;
  formError?: string;
}

/** A text message carrying what the form holds: it gets through where data doesn't. */
function smsFromForm(form: HTMLFormElement | null): string {
  if (!form) return smsHref();
  const read = (name: string) => {
    const value = new FormData(form).get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const problems = new FormData(form).getAll("problems").join(", ");
  const where = [read("road") && highwayLabel(read("road")), read("direction"), read("landmark")].filter(Boolean).join(" ");
  const coordinates = read("latitude") && `${read("latitude")},${read("longitude")}`;
  const truck = [read("make"), read("model"), read("unit") && `unit ${read("unit")}`].filter(Boolean).join(" ");
  const lines = [
    "ROADSIDE HELP",
    `Where: ${[where, coordinates].filter(Boolean).join(" ") || "(highway, direction, exit or km marker)"}`,
    truck && `Truck: ${truck}`,
    `Problem: ${[problems, read("details")].filter(Boolean).join(". ")}`,
    read("load") && `Load: ${read("load")}`,
    `Call me: ${read("phone")} ${read("name")}`.trim(),
  ];
  return smsHref(lines.filter(Boolean).join("\n"));
}

/**
 * The roadside request. Without JavaScript it is one multipart post with the photos. With
 * JavaScript the text goes first (a few KB: the dispatcher hears at once), then each photo,
 * scaled on the phone; a failed post keeps every field and offers a call and a text message.
 */
export function RoadsideForm({ values, fieldErrors: initialErrors, formError: initialFormError }: RoadsideFormProps) {
  const fetcher = useFetcher<RoadsideActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const roadRef = useRef<HTMLSelectElement>(null);
  // The photos of the post under way: they follow its text once it is stored, or wait on the phone with it.
  const [chosenPhotos, setChosenPhotos] = useState<File[]>([]);
  const id = useId();
  const hydrated = useHydrated();
  const [fix, setFix] = useState<Fix | null>(null);
  const [locating, setLocating] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [smsLink, setSmsLink] = useState(smsHref());
  // The request id of the post under way: followed in the outbox when it is kept with no signal.
  const [postedId, setPostedId] = useState<string>();
  // A request this tab sent before (Back after sending, the form opened again): said, with its link.
  const sentEarlier = useSentBefore();

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const failed = result && !result.ok ? result : undefined;
  const fieldErrors: Partial<Record<RoadsideField, string>> | undefined = clientError
    ? { location: clientError }
    : failed
      ? failed.fieldErrors
      : initialErrors;
  const formError = clientError ?? failed?.formError ?? initialFormError;
  const offline = failed?.offline === true;
  // Kept with no signal and sent once it came back: the same confirmation as a request sent at once.
  const sentLater = useKeptRequest(failed?.kept ? postedId : undefined);

  useEffect(() => {
    // One id per fill of the form, kept through retries, so the request is stored once.
    assignRequestIdentity(formRef.current);
  }, []);

  useEffect(() => {
    if (result?.ok) window.scrollTo({ top: 0 });
    else if (result) setSmsLink(smsFromForm(formRef.current));
    // Photos wait on the phone with the text, scaled, if the phone has room for them.
    if (result && !result.ok && result.kept && chosenPhotos.length > 0) {
      const idInput = formRef.current?.elements.namedItem(requestIdField);
      const requestId = idInput instanceof HTMLInputElement ? idInput.value : "";
      void Promise.all([import("~/flows/outbox/outbox-store"), import("~/flows/roadside/scale-photo")]).then(
        async ([outbox, { scalePhoto }]) => outbox.attachPhotos(requestId, await Promise.all(chosenPhotos.map(scalePhoto))),
      );
    }
    // Once per answer: the photos are those of the post that answered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  if (result?.ok) return <RoadsideConfirmation result={result} files={chosenPhotos} />;
  if (sentLater) return <RoadsideConfirmation result={sentLater.result} sentLater={sentLater} />;

  function locate() {
    if (!("geolocation" in navigator)) {
      setLocating("This phone can't share its location. Choose the highway and type the nearest exit below.");
      return;
    }
    setLocating("Finding your location…");
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude, accuracy } = position.coords;
        // The city list loads only for drivers who share their location.
        const { nearestCityPhrase } = await import("~/lib/service-city-points");
        setFix({ latitude, longitude, accuracy, nearest: nearestCityPhrase({ latitude, longitude }) });
        setLocating(null);
        setClientError(null);
      },
      (error) => {
        const why = error.code === error.PERMISSION_DENIED ? "Location is turned off for this site" : "We couldn't get your location";
        setLocating(`${why}. Choose the highway and type the nearest exit, km marker or landmark below.`);
        roadRef.current?.focus();
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    if (!text("latitude") && !(text("road") && text("landmark"))) {
      setClientError(locationMessage);
      roadRef.current?.focus();
      return;
    }
    setClientError(null);
    setChosenPhotos(
      form
        .getAll(photoField)
        .filter((file): file is File => file instanceof File && file.size > 0)
        .slice(0, maxPhotos),
    );
    // The text goes alone and small; the photos follow once the request is safe.
    form.delete(photoField);
    setPostedId(String(form.get(requestIdField) ?? ""));
    void fetcher.submit(form, { method: "post", action: roadsideActionPath, encType: "application/x-www-form-urlencoded" });
  }

  const fieldId = (name: RoadsideField) => `${id}-${name}`;
  const legend = "mb-2 font-display text-2xl font-bold uppercase";
  const sending = fetcher.state !== "idle";

  return (
    <form
      ref={formRef}
      method="post"
      action={roadsideActionPath}
      encType="multipart/form-data"
      onSubmit={submit}
      onFocus={() => {
        preloadConfirmation();
        preloadOutbox();
      }}
      className="group grid gap-8"
      aria-label="Request roadside help"
    >
      {sentEarlier && !failed ? (
        <p role="status" className="rounded-md border-2 border-ink bg-white p-4 text-lg">
          You sent <strong>{sentEarlier.reference}</strong> at {phoneClock(sentEarlier.at)}:{" "}
          <a href={sentEarlier.statusPath} className="inline-flex min-h-11 items-center font-bold underline">
            follow it
          </a>
        </p>
      ) : null}
      {failed?.kept ? (
        <KeptOnPhone smsHref={smsLink} />
      ) : formError ? (
        <div role="alert" className="rounded-md border-2 border-danger bg-white p-4 text-ink">
          <p className="font-semibold text-danger">{formError}</p>
          {offline ? (
            <div className="mt-3 flex flex-col gap-3 sm:flex-row">
              <CallButton label="Call" showNumber />
              <ButtonAnchor href={smsLink} variant="outline" size="lg">
                <MessageSquareText aria-hidden="true" />
                Text it to us
              </ButtonAnchor>
            </div>
          ) : null}
        </div>
      ) : null}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">You</legend>
        <Field id={fieldId("phone")} label="Phone" hint="(required)" error={fieldErrors?.phone}>
          {(wiring) => <Input name="phone" type="tel" autoComplete="tel" required defaultValue={values?.phone} {...wiring} />}
        </Field>
        <Field id={fieldId("name")} label="Name" error={fieldErrors?.name}>
          {(wiring) => <Input name="name" type="text" autoComplete="name" defaultValue={values?.name} {...wiring} />}
        </Field>
        <div className="sm:col-span-2">
          <TextUpdatesBox defaultChecked={values ? values.textUpdates : true} />
        </div>
      </fieldset>

      <fieldset className="grid gap-4" aria-describedby={fieldErrors?.location ? errorIdOf(fieldId("location")) : undefined}>
        <legend className={legend}>Where is the truck?</legend>
        <FieldError id={errorIdOf(fieldId("location"))} error={fieldErrors?.location} />
        {/* The same height with and without JavaScript (the text below wraps to two lines on a phone), so the button's arrival moves nothing. */}
        <div className="min-h-16">
          {hydrated ? (
            fix ? (
              <div className="flex flex-wrap items-center gap-3">
                <p className="font-semibold" data-testid="location-fix">
                  <LocateFixed aria-hidden="true" className="mr-1 inline size-5 text-ok" />
                  {fix.latitude.toFixed(5)}, {fix.longitude.toFixed(5)} (within about {Math.round(fix.accuracy)} m), {fix.nearest}
                </p>
                <Button variant="outline" onClick={() => setFix(null)}>
                  Clear location
                </Button>
              </div>
            ) : (
              <Button variant="default" size="lg" onClick={locate}>
                <LocateFixed aria-hidden="true" />
                Use my location
              </Button>
            )
          ) : (
            <p className="pt-3">Choose the highway and type the nearest exit, km marker or landmark.</p>
          )}
          <p role="status" className="mt-2 text-sm font-semibold empty:hidden">
            {locating}
          </p>
        </div>
        <input type="hidden" name="latitude" readOnly value={fix ? String(fix.latitude) : (values?.latitude ?? "")} />
        <input type="hidden" name="longitude" readOnly value={fix ? String(fix.longitude) : (values?.longitude ?? "")} />
        <input type="hidden" name="accuracy" readOnly value={fix ? String(Math.round(fix.accuracy)) : (values?.accuracy ?? "")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId("road")} label="Highway or road" error={fieldErrors?.road}>
            {(wiring) => (
              <Select ref={roadRef} name="road" defaultValue={values?.road ?? ""} {...wiring}>
                <option value="">Choose…</option>
                {roadsideHighways.map((road) => (
                  <option key={road} value={road}>
                    {highwayLabel(road)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={fieldId("direction")} label="Direction" error={fieldErrors?.direction}>
            {(wiring) => (
              <Select name="direction" defaultValue={values?.direction ?? ""} {...wiring}>
                <option value="">Choose…</option>
                {roadsideDirections.map((direction) => (
                  <option key={direction}>{direction}</option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field id={fieldId("landmark")} label="Nearest exit, km marker or landmark" error={fieldErrors?.landmark}>
          {(wiring) => (
            <Input
              name="landmark"
              type="text"
              placeholder="Exit 56, km 63 or the Tilbury ONroute"
              defaultValue={values?.landmark}
              {...wiring}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className={legend}>Truck</legend>
        <Field id={fieldId("unit")} label="Unit number" error={fieldErrors?.unit}>
          {(wiring) => <Input name="unit" type="text" defaultValue={values?.unit} {...wiring} />}
        </Field>
        <Field id={fieldId("make")} label="Make" error={fieldErrors?.make}>
          {(wiring) => (
            <Select name="make" defaultValue={values?.make ?? ""} {...wiring}>
              <option value="">Choose…</option>
              {truckMakes.map((make) => (
                <option key={make}>{make}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={fieldId("model")} label="Model and year" error={fieldErrors?.model}>
          {(wiring) => <Input name="model" type="text" defaultValue={values?.model} {...wiring} />}
        </Field>
        <Field id={fieldId("plate")} label="Plate" error={fieldErrors?.plate}>
          {(wiring) => <Input name="plate" type="text" autoCapitalize="characters" defaultValue={values?.plate} {...wiring} />}
        </Field>
      </fieldset>

      <ChoiceGroup id={fieldId("problems")} legend="What's wrong?" className="grid gap-4" legendClassName={legend}>
        <div className="grid gap-2 sm:grid-cols-2">
          {roadsideProblems.map((problem) => (
            <ChoiceTile key={problem} type="checkbox" name="problems" value={problem} defaultChecked={values?.problems.includes(problem)}>
              {problem}
            </ChoiceTile>
          ))}
        </div>
        <Field id={fieldId("details")} label="Details" error={fieldErrors?.details}>
          {(wiring) => (
            <Textarea
              name="details"
              rows={4}
              placeholder="Codes on the dash, what happened, anything the technician should bring"
              defaultValue={values?.details}
              {...wiring}
            />
          )}
        </Field>
      </ChoiceGroup>

      <ChoiceGroup id={`${id}-load`} legend="Load" className="grid gap-4" legendClassName={legend}>
        <div className="grid gap-2 sm:grid-cols-2">
          {roadsideLoads.map((load) => (
            <ChoiceTile
              key={load}
              type="radio"
              name="load"
              value={load}
              defaultChecked={values?.load === load}
              data-danger={load === "Dangerous goods" ? "" : undefined}
            >
              {load}
            </ChoiceTile>
          ))}
        </div>
        <label className="flex min-h-11 items-center gap-3 rounded-md border-2 border-steel-light bg-white px-3 font-semibold has-checked:border-danger">
          <input type="checkbox" name={urgentField} defaultChecked={values?.urgent} data-danger="" className="size-5 accent-danger" />
          Someone is hurt or the truck blocks a live lane
        </label>
        {/* Shown by CSS the moment either box is ticked, with or without JavaScript. */}
        <div
          className="hidden items-start gap-3 rounded-md bg-danger p-4 text-white group-has-[[data-danger]:checked]:flex"
          data-testid="call-911"
        >
          <p>
            <strong className="block text-2xl uppercase">Call 911 first</strong>
            Then send this request or call us: we still come.
          </p>
        </div>
      </ChoiceGroup>

      <Field
        id={`${id}-${photoField}`}
        className="grid gap-2"
        label={<span className={legend}>Photos</span>}
        hint={`(up to ${maxPhotos}: the dash, the damage, the tire)`}
      >
        {(wiring) => (
          <input
            name={photoField}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="block w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-charcoal file:px-4 file:font-bold file:text-white"
            {...wiring}
          />
        )}
      </Field>

      <SendRequest idPrefix={id} label="Send Roadside Request" sending={sending} />
    </form>
  );
}
