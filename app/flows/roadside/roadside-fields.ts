import type { PhotoOutcome } from "~/lib/request-photos";

/**
 * The roadside request's shape, shared by the browser form and the server's schema.
 * Kept free of zod and content so the form's JavaScript stays small.
 */
export const roadsideHighways = ["401", "402", "403", "407", "QEW", "3", "6", "7", "8", "24", "40", "77", "Other"] as const;
export const roadsideDirections = ["Eastbound", "Westbound", "Northbound", "Southbound"] as const;
/** The heavy-truck makes most often on Ontario's highways. */
export const truckMakes = ["Freightliner", "International", "Kenworth", "Peterbilt", "Volvo", "Mack", "Western Star", "Other"] as const;
export const roadsideProblems = [
  "Won't start",
  "Flat or blown tire",
  "Air leak or brakes",
  "Warning light or derate",
  "Overheating",
  "Fuel or gelled",
  "Electrical",
  "Other",
] as const;
export const roadsideLoads = ["Tractor only", "Empty trailer", "Loaded trailer", "Reefer running", "Dangerous goods"] as const;

/** How a highway reads in a select, an e-mail subject or a list: "Highway 401", "QEW", "Other road". */
export function highwayLabel(value: string): string {
  if (value === "Other") return "Other road";
  return /^\d+$/.test(value) ? `Highway ${value}` : value;
}

/** Text fields, in the order the form shows them. */
export const roadsideTextFields = [
  "phone",
  "name",
  "latitude",
  "longitude",
  "accuracy",
  "road",
  "direction",
  "landmark",
  "unit",
  "make",
  "model",
  "plate",
  "details",
  "load",
] as const;
type RoadsideTextField = (typeof roadsideTextFields)[number];
/** Fields that can carry an error message of their own. */
export type RoadsideField = RoadsideTextField | "problems" | "location" | "photos";

/** What was typed, kept so a refused post shows the form again as it was. */
export interface RoadsideFormValues extends Record<RoadsideTextField, string> {
  problems: string[];
  urgent: boolean;
  /** "Text me updates" was ticked. */
  textUpdates: boolean;
}

/** The box for someone hurt or a blocked live lane: with dangerous goods, the driver is told to call 911 first. */
export const urgentField = "urgent";
export const locationMessage =
  "Tell us where the truck is: tap 'Use my location', or choose the highway and type the nearest exit, km marker or landmark.";

/** True when the driver should call 911 before anything else. */
export const needs911 = (values: { load: string; urgent: boolean }) => values.urgent || values.load === "Dangerous goods";

/** What the roadside action answers; the page shows the confirmation (or the form again) from it. */
export type RoadsideActionResult =
  | {
      ok: true;
      /** A short reference the driver can quote on the phone. */
      reference: string;
      /**
       * The private status page. Absent when a post repeated a request already received without
       * proving it came from the same phone: the reference and the phone number are all it gets.
       */
      statusPath?: string;
      /** Where more photos can be sent (the status page's address plus /photos); absent with statusPath. */
      photoPath?: string;
      call911: boolean;
      photos: PhotoOutcome[];
      /** This post repeated a request that was already received: nothing new was stored. */
      alreadyReceived?: boolean;
      /** With alreadyReceived: how many photos the request holds. */
      photosHeld?: number;
    }
  | {
      ok: false;
      formError: string;
      fieldErrors?: Partial<Record<RoadsideField, string>>;
      values?: RoadsideFormValues;
      /** True when the post never reached the server (offline, time-out): offer a text message. */
      offline?: boolean;
      /** It is kept on the phone, to go when there is signal. */
      kept?: boolean;
    };
