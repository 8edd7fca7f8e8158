import type { LeadOrigin, StoredLead } from "~/lib/leads.server";
import type { QuoteRequest } from "~/lib/quote-request";

/** Where the quote action hands a valid request: stores it, then notifies the owner. */
export interface QuoteInbox {
  receive(request: QuoteRequest, origin: LeadOrigin): Promise<StoredLead>;
}

/** A post the server refuses before its fields are read. */
export interface PostRefusal {
  status: 413 | 429;
  message: string;
}

declare module "react-router" {
  interface AppLoadContext {
    quoteInbox: QuoteInbox;
    /** The visitor's address as the server sees it (behind TRUST_PROXY, the forwarded one). */
    clientIp: string | null;
    refusal: PostRefusal | null;
  }
}
