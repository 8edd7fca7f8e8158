import { textUpdatesField } from "~/flows/request-form/text-updates";
import { z } from "zod";
import {
  locationMessage,
  roadsideDirections,
  roadsideHighways,
  roadsideLoads,
  roadsideProblems,
  roadsideTextFields,
  truckMakes,
  urgentField,
  type RoadsideField,
  type RoadsideFormValues,
} from "~/flows/roadside/roadside-fields";
import { nearestCityPhrase } from "~/lib/service-city-points";
import { field, phoneSchema } from "~/flows/request-form/field-schemas";
import { honeypotField } from "~/flows/request-form/honeypot";

/** Server-side limits: generous for a real request, small enough to refuse junk. */
const roadsideLimits = {
  phone: 40,
  name: 120,
  latitude: 20,
  longitude: 20,
  accuracy: 20,
  road: 10,
  direction: 12,
  landmark: 200,
  unit: 40,
  make: 20,
  model: 80,
  plate: 20,
  details: 5000,
  load: 20,
} as const satisfies Record<(typeof roadsideTextFields)[number], number>;

const text = (max: number, what: string) => field().pipe(z.string().max(max, `${what} must be at most ${max} characters.`));
const oneOf = (choices: readonly string[], message: string) =>
  field().pipe(z.string().refine((value) => value === "" || choices.includes(value), message));
/** A coordinate typed or filled in by the phone: empty, or a number within range. */
const coordinate = (limit: number, what: string) =>
  field().pipe(
    z
      .string()
      .refine(
        (value) => value === "" || (/^-?\d{1,3}(\.\d{1,12})?$/.test(value) && Math.abs(Number(value)) <= limit),
        `${what} is not valid.`,
      ),
  );

const roadsideSchema = z.object({
  phone: phoneSchema,
  name: text(roadsideLimits.name, "Your name"),
  latitude: coordinate(90, "The latitude"),
  longitude: coordinate(180, "The longitude"),
  accuracy: field().pipe(z.string().refine((value) => value === "" || /^\d{1,7}(\.\d+)?$/.test(value), "The accuracy is not valid.")),
  road: oneOf(roadsideHighways, "Choose the highway or road from the list."),
  direction: oneOf(roadsideDirections, "Choose a direction from the list."),
  landmark: text(roadsideLimits.landmark, "The exit, km marker or landmark"),
  unit: text(roadsideLimits.unit, "The unit number"),
  make: oneOf(truckMakes, "Choose the make from the list."),
  model: text(roadsideLimits.model, "The model and year"),
  plate: text(roadsideLimits.plate, "The plate"),
  details: field(true).pipe(z.string().max(roadsideLimits.details, `The details must be at most ${roadsideLimits.details} characters.`)),
  load: oneOf(roadsideLoads, "Choose the load from the list."),
});

/** A roadside request as it is stored: the JSON `details` of the request row. */
export interface RoadsideDetails {
  location: {
    latitude: number | null;
    longitude: number | null;
    accuracyMeters: number | null;
    road: string;
    direction: string;
    landmark: string;
    /** "about 12 km from Leamington", from the coordinates; null without them. */
    nearestCity: string | null;
  };
  truck: { unit: string; make: string; model: string; plate: string };
  problems: string[];
  details: string;
  load: string;
  /** Someone is hurt or the truck blocks a live lane. */
  urgent: boolean;
}

interface RoadsideRequest {
  phone: string;
  name: string;
  details: RoadsideDetails;
}

export type RoadsideParseResult =
  | { kind: "valid"; request: RoadsideRequest; values: RoadsideFormValues }
  | { kind: "bot"; request: RoadsideRequest; values: RoadsideFormValues }
  | { kind: "invalid"; fieldErrors: Partial<Record<RoadsideField, string>>; formError: string; values: RoadsideFormValues };

/** The typed values of a post, trimmed a little past the limits, to show the form again as it was. */
function valuesOf(form: FormData): { values: RoadsideFormValues; repeated: RoadsideField[] } {
  const values = { problems: [], urgent: false, textUpdates: false } as unknown as RoadsideFormValues;
  const repeated: RoadsideField[] = [];
  for (const name of roadsideTextFields) {
    const all = form.getAll(name);
    const first = all[0];
    values[name] = (typeof first === "string" ? first : "").slice(0, roadsideLimits[name] + 100);
    if (all.length > 1) repeated.push(name);
  }
  // Checked problems in the list's order; anything else is not a choice the form offers.
  const checked = new Set(form.getAll("problems").filter((value): value is string => typeof value === "string"));
  values.problems = roadsideProblems.filter((problem) => checked.has(problem));
  values.urgent = form.has(urgentField);
  values.textUpdates = form.has(textUpdatesField);
  return { values, repeated };
}

function toRequest(data: z.output<typeof roadsideSchema>, values: RoadsideFormValues): RoadsideRequest {
  const hasCoordinates = data.latitude !== "" && data.longitude !== "";
  const latitude = hasCoordinates ? Number(data.latitude) : null;
  const longitude = hasCoordinates ? Number(data.longitude) : null;
  return {
    phone: data.phone,
    name: data.name,
    details: {
      location: {
        latitude,
        longitude,
        accuracyMeters: hasCoordinates && data.accuracy !== "" ? Math.round(Number(data.accuracy)) : null,
        road: data.road,
        direction: data.direction,
        landmark: data.landmark,
        nearestCity: latitude !== null && longitude !== null ? nearestCityPhrase({ latitude, longitude }) : null,
      },
      truck: { unit: data.unit, make: data.make, model: data.model, plate: data.plate },
      problems: values.problems,
      details: data.details,
      load: data.load,
      urgent: values.urgent,
    },
  };
}

/**
 * Reads a posted roadside request. Only the phone and a location are required; a location
 * is coordinates from the phone, or a road and a landmark. Repeated keys, files in place of
 * text and unknown choices are answered as invalid rather than thrown.
 */
export function parseRoadsideForm(form: FormData): RoadsideParseResult {
  const { values, repeated } = valuesOf(form);
  const fieldErrors: Partial<Record<RoadsideField, string>> = {};
  for (const name of repeated) fieldErrors[name] = "This field was sent more than once.";

  const result = roadsideSchema.safeParse(values);
  const honeypot = form.get(honeypotField);
  if (typeof honeypot === "string" && honeypot.trim() !== "" && result.success) {
    return { kind: "bot", request: toRequest(result.data, values), values };
  }
  for (const issue of result.success ? [] : result.error.issues) {
    const name = issue.path[0] as RoadsideField | undefined;
    if (name && !fieldErrors[name]) fieldErrors[name] = issue.message;
  }
  if (result.success && Object.keys(fieldErrors).length === 0) {
    const request = toRequest(result.data, values);
    const { latitude, road, landmark } = request.details.location;
    if (latitude !== null || (road !== "" && landmark !== "")) return { kind: "valid", request, values };
    return { kind: "invalid", fieldErrors: { location: locationMessage }, formError: locationMessage, values };
  }
  // One coordinate without the other is a location the phone did not finish giving.
  if (!fieldErrors.latitude && !fieldErrors.longitude && (values.latitude.trim() === "") !== (values.longitude.trim() === "")) {
    fieldErrors.location = locationMessage;
  }
  return { kind: "invalid", fieldErrors, formError: "Please correct the fields below.", values };
}
