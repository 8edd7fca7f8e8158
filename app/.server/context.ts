import type { SiteServices } from "./services";

/** A post the server refuses before its fields are read. */
interface PostRefusal {
  status: 413;
  message: string;
}

/** What the server knows of one request before React Router sees it (server/pipeline.ts). */
export interface RequestFacts {
  /** The request came over HTTPS (directly, or behind TRUST_PROXY): owner cookies are then Secure and __Host-. */
  https: boolean;
  /** The visitor's address as the server sees it (behind TRUST_PROXY, the forwarded one). */
  clientIp: string | null;
  /** Set when the post is over its size limit: the action answers with the message and reads nothing. */
  refusal: PostRefusal | null;
}

declare module "react-router" {
  interface AppLoadContext extends SiteServices, RequestFacts {}
}
