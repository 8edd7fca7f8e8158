import type { QuoteInbox } from "~/lib/load-context";
import type { LeadStore, StoredLead } from "~/lib/leads.server";

/**
 * Stores each request first; only after the row is committed is the owner told,
 * in the background, so a slow or failing mail server never loses a request.
 */
export function createQuoteInbox(store: LeadStore, onStored: (lead: StoredLead) => void): QuoteInbox {
  return {
    async receive(request, origin) {
      const lead = await store.save(request, origin);
      onStored(lead);
      return lead;
    },
  };
}
