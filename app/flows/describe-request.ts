import { describeQuote } from "~/flows/quote/quote-email";
import { describeRoadside } from "~/flows/roadside/roadside-email";
import type { RequestDescription } from "~/.server/requests/email";

/** Every kind of request's e-mail text, for the notifier the server starts (server/main.ts) and the owner's commands. */
export const describeRequest: RequestDescription = (request, context) =>
  request.kind === "roadside" ? describeRoadside(request, context) : describeQuote(request, context);
