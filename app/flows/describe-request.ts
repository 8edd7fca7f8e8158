import type { AlertDescription } from "~/.server/alerts/alert-text";
import { quoteAlert } from "~/flows/quote/quote-alert";
import { describeQuote } from "~/flows/quote/quote-email";
import { roadsideAlert } from "~/flows/roadside/roadside-alert";
import { describeRoadside } from "~/flows/roadside/roadside-email";
import type { RequestDescription } from "~/.server/requests/email";

/** Every kind of request's e-mail text, for the notifier the server starts (server/main.ts) and the owner's commands. */
export const describeRequest: RequestDescription = (request, context) =>
  request.kind === "roadside" ? describeRoadside(request, context) : describeQuote(request, context);

/** Every kind of request's alert on the owner's phone (Web Push). */
export const describeAlert: AlertDescription = (request) => (request.kind === "roadside" ? roadsideAlert(request) : quoteAlert(request));
