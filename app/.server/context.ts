import type { SendSignInLink } from "./owners/sign-in-link-email";
import type { OwnerStore, ThrottleRules } from "./owners/store";
import type { NewRequest, RequestOrigin, RequestStore, StoredRequest } from "./requests/store";

export type ReceiveOutcome = { outcome: "stored" | "duplicate"; request: StoredRequest } | { outcome: "flood" };

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

/** A post the server refuses before its fields are read. */
export interface PostRefusal {
  status: 413;
  message: string;
}

declare module "react-router" {
  interface AppLoadContext {
    requestInbox: RequestInbox;
    /** The request database itself, for pages that read requests (status pages, the owner's inbox). */
    requestStore: RequestStore;
    /** Sends a request's e-mail now unless it went already (a request released from spam). */
    notifyRequest: (id: number) => Promise<"sent" | "failed" | "skipped">;
    /** E-mails photos added to a request after its first e-mail went (in the background). */
    notifyPhotos: (id: number) => void;
    /** Where uploaded photos are kept: DATA_DIR/uploads, never served publicly. */
    uploadsDir: string;
    /** Owner accounts and sessions: the inbox at /owner. */
    owners: OwnerStore;
    /** How failed owner sign-ins are slowed down. */
    signInRules: ThrottleRules;
    /** E-mails an owner a single-use sign-in link (in the background). */
    sendSignInLink: SendSignInLink;
    /** The request came over HTTPS (directly, or behind TRUST_PROXY): owner cookies are then Secure and __Host-. */
    https: boolean;
    /** The visitor's address as the server sees it (behind TRUST_PROXY, the forwarded one). */
    clientIp: string | null;
    refusal: PostRefusal | null;
    /**
     * Edits a page rendered on request so it loads as the prerendered ones do
     * (server/runtime-document.ts); absent in development and while prerendering.
     */
    optimizeDocument?: (html: string) => string;
  }
}
