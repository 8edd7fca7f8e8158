import type { NewRequest, RequestOrigin, RequestStore, SpamLimits, StoredRequest } from "./store";

export interface AddressLimits {
  windowMs: number;
  /** Past this many requests from one address in the window, new ones are stored flagged suspect. 0 = never. */
  suspectAfter: number;
  /** At this many, further requests are refused (429). 0 = never. */
  floodLimit: number;
}

type ReceiveOutcome = { outcome: "stored" | "duplicate"; request: StoredRequest } | { outcome: "flood"; retryAfterSeconds: number };

/** Where a form's action hands a request: stores it (exactly once per request id), then notifies the owner. */
export interface RequestInbox {
  /**
   * `beforeNotify` runs once the request is committed and before the owner is told (the photos
   * of a post without JavaScript, so its e-mail carries them); it never runs for a duplicate.
   */
  receive(
    request: Omit<NewRequest, "suspect">,
    origin: RequestOrigin,
    hooks?: { beforeNotify?: (stored: StoredRequest) => Promise<void> },
  ): Promise<ReceiveOutcome>;
}

/**
 * Where every form's request goes. It is stored first, whatever it looks like (a busy
 * address is flagged suspect, bot signals flag it spam); only a flood from one address is
 * refused. The owner is told in the background, after the commit, and never about spam.
 * The counts come from the database, so every process sharing it shares the limits.
 */
export function createRequestInbox(
  store: RequestStore,
  { limits, spam, onStored }: { limits: AddressLimits; spam: SpamLimits; onStored: (request: StoredRequest) => void },
): RequestInbox {
  let spamSincePrune = 0;
  return {
    async receive(request, origin, hooks = {}) {
      let suspect = false;
      if (origin.addressHash && (limits.suspectAfter > 0 || limits.floodLimit > 0)) {
        const recent = await store.countFromAddress(origin.addressHash, new Date(Date.now() - limits.windowMs));
        // The window is the longest the address can have to wait: by then every request counted has left it.
        if (limits.floodLimit > 0 && recent >= limits.floodLimit) return { outcome: "flood", retryAfterSeconds: limits.windowMs / 1000 };
        suspect = limits.suspectAfter > 0 && recent >= limits.suspectAfter;
      }
      const { request: stored, duplicate } = await store.save({ ...request, suspect }, origin);
      if (duplicate) return { outcome: "duplicate", request: stored };
      if (hooks.beforeNotify) {
        // The request is safe in the database: whatever goes wrong here, the owner still hears of it.
        await hooks.beforeNotify(stored).catch((error: unknown) => console.error(`After storing request #${stored.id}:`, error));
      }
      if (stored.spam) {
        // A flood of spam cannot fill the disk: every so often the oldest past the cap goes.
        if (++spamSincePrune >= 100) {
          spamSincePrune = 0;
          void store.pruneSpam(spam).catch((error: unknown) => console.error("Pruning spam failed:", error));
        }
      } else onStored(stored);
      return { outcome: "stored", request: stored };
    },
  };
}
