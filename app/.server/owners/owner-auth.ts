/**
 * The owner's sign-in and sessions: one module, kept in the domain below the owner's area
 * (app/owner) and the flows, because both check the session: the owner's pages, and the owner's
 * posts that live with their flows (an estimate sent, a reply). A flow never imports the owner's
 * area (tests/layers.test.ts).
 */
import { createHmac, randomBytes } from "node:crypto";
import { refusal } from "~/.server/http/refusal";
import { createCookie, createSessionStorage, redirect, type AppLoadContext, type Session, type SessionStorage } from "react-router";
import { postOrigin } from "~/.server/http/same-origin";
import { getEnv } from "~/config/env.server";
import type { Owner } from "~/.server/owners/store";
import { requestOr404 } from "~/.server/requests/request-or-404";
import type { StoredRequest } from "~/.server/requests/store";

export const signInPath = "/owner/sign-in";
const maxAgeSeconds = 30 * 86_400;

/** Session storages by cookie secret and scheme: HTTPS gets the Secure, __Host- cookie. */
const storages = new Map<string, SessionStorage>();

/** The owners' sessions, kept in the database through React Router's session API. */
export async function ownerSessions(context: AppLoadContext): Promise<SessionStorage> {
  const secret = await context.owners.cookieSecret();
  const key = `${context.https}:${secret}`;
  let storage = storages.get(key);
  if (!storage) {
    const cookie = createCookie(context.https ? "__Host-owner-session" : "owner-session", {
      httpOnly: true,
      sameSite: "lax",
      secure: context.https,
      path: "/",
      maxAge: maxAgeSeconds,
      secrets: [secret],
    });
    const { owners } = context;
    storage = createSessionStorage({
      cookie,
      createData: (sessionData) => owners.createSession(sessionData),
      // A session id is a string; any other value signed with an older secret is no session.
      readData: (id) => (typeof id === "string" ? owners.readSession(id) : Promise.resolve(null)),
      updateData: (id, sessionData) => (typeof id === "string" ? owners.updateSession(id, sessionData) : Promise.resolve()),
      deleteData: (id) => (typeof id === "string" ? owners.deleteSession(id) : Promise.resolve()),
    });
    storages.set(key, storage);
  }
  return storage;
}

/**
 * A browser where an owner has signed in before carries this signed cookie: their e-mail, when
 * their password was last set, and a random mark of the device. Wrong passwords sent for that
 * account from anywhere else, or from the same address as the phone (a shared network, or one
 * guesser's), then cannot keep the owner out on their own phone: the device is counted on its
 * own mark instead of the account's and the address's counts. A new password ends every
 * device's standing, as it ends every session.
 */
export async function knownDeviceCookie(context: AppLoadContext) {
  return createCookie(context.https ? "__Host-owner-device" : "owner-device", {
    httpOnly: true,
    sameSite: "lax",
    secure: context.https,
    path: "/",
    maxAge: 365 * 86_400,
    // A key of its own, so this cookie's value can never pass for a session cookie's (or back).
    secrets: [
      createHmac("sha256", await context.owners.cookieSecret())
        .update("owner-device cookie")
        .digest("base64url"),
    ],
  });
}

/** The device cookie's value for this browser, now that `owner` has signed in on it. */
export const knownDeviceMark = (owner: Owner) => ({
  email: owner.email,
  since: owner.passwordChangedAt,
  device: randomBytes(12).toString("base64url"),
});

/** The device mark of this browser when `owner` signed in on it since their password was last set; null otherwise. */
export async function knownDeviceOf(request: Request, context: AppLoadContext, owner: Owner): Promise<string | null> {
  const known: unknown = await (await knownDeviceCookie(context)).parse(request.headers.get("cookie"));
  if (typeof known !== "object" || known === null) return null;
  const { email, since, device } = known as { email?: unknown; since?: unknown; device?: unknown };
  return email === owner.email && since === owner.passwordChangedAt && typeof device === "string" ? device : null;
}

/** A post the owner's pages accept comes plainly from this site's own pages (the one same-origin check). */
export const isOwnSitePost = (request: Request, context: AppLoadContext) =>
  postOrigin(request, { siteUrl: getEnv().SITE_URL, https: context.https }) === "same";

export interface SignedIn {
  owner: Owner;
  session: Session;
}

/** What a member may not see: a 403 that names nothing (no reference, no name), by page and by `.data` alike. */
const notYours = () => refusal({ error: "This page is not open to your account." }, 403);

/**
 * The signed-in team member, checked first by every loader and action of the owner's area:
 * signed out, a page goes to the sign-in page and a post is refused (403) before anything is read
 * or changed, as is a post from another origin. `role: "owner"` refuses a technician (403): the
 * stats, reviews, exports, team and settings are the owner's alone.
 */
export async function requireMember(request: Request, context: AppLoadContext, { role }: { role?: "owner" } = {}): Promise<SignedIn> {
  const signedIn = await signedInMember(request, context);
  if (role === "owner" && signedIn.owner.role !== "owner") throw notYours();
  return signedIn;
}

/** The owner's pages alone: a technician is refused (403). */
export const requireOwner = (request: Request, context: AppLoadContext) => requireMember(request, context, { role: "owner" });

/**
 * The request a member's address names (/owner/requests/{id}: its page, its posts, its photos):
 * an owner opens every request (404 for none); a technician only the ones assigned to them, and
 * one not theirs is refused as one that does not exist is, the same 403 naming nothing, so a
 * technician cannot count the requests by their numbers.
 */
export async function requireRequest(member: Owner, id: string, context: AppLoadContext): Promise<StoredRequest> {
  if (member.role === "owner") return requestOr404(id, context);
  const stored = /^\d{1,12}$/.test(id) ? await context.requestStore.get(Number(id)) : null;
  if (!stored || stored.assignedTo !== member.id) throw notYours();
  return stored;
}

async function signedInMember(request: Request, context: AppLoadContext): Promise<SignedIn> {
  const isPost = request.method.toUpperCase() !== "GET" && request.method.toUpperCase() !== "HEAD";
  if (isPost && !isOwnSitePost(request, context)) throw refusal({ error: "Posts to the owner's pages come from the site itself." }, 403);
  const storage = await ownerSessions(context);
  const session = await storage.getSession(request.headers.get("cookie"));
  const ownerId = session.get("ownerId");
  const owner = typeof ownerId === "number" ? await context.owners.getOwner(ownerId) : null;
  if (owner) return { owner, session };
  if (isPost) throw refusal({ error: "Sign in first." }, 403);
  const { pathname, search } = new URL(request.url);
  const next = pathname === "/owner" && !search ? "" : `?next=${encodeURIComponent(pathname + search)}`;
  throw redirect(`${signInPath}${next}`);
}

/** Where to go after signing in: a page of the inbox, never another site. */
export function safeNext(value: FormDataEntryValue | string | null): string {
  return typeof value === "string" && /^\/owner(\/[A-Za-z0-9/_.-]*)?(\?[^\s]*)?$/.test(value) && !value.includes("..") ? value : "/owner";
}

/**
 * Starts a new session for an owner (and a new id: whatever session the browser held ends, and
 * so does every sign-in link of theirs not yet used), then
 * goes on through the step that marks this browser as a known device (its own Set-Cookie).
 * `viaLink` records a sign-in by e-mailed link: that session may set a new password without the old one.
 */
export async function startOwnerSession(
  request: Request,
  context: AppLoadContext,
  ownerId: number,
  next: string,
  { viaLink = false } = {},
) {
  const storage = await ownerSessions(context);
  // Signed in, by password or by link: a link still waiting in the mailbox could only let someone else in later.
  await context.owners.endSignInLinks(ownerId);
  await context.owners.markSignedIn(ownerId);
  const previous = await storage.getSession(request.headers.get("cookie"));
  if (previous.id) await storage.destroySession(previous);
  const session = await storage.getSession();
  session.set("ownerId", ownerId);
  if (viaLink) session.set("signedInByLinkAt", Date.now());
  return redirect(`/owner/known-device?next=${encodeURIComponent(next)}`, {
    headers: { "Set-Cookie": await storage.commitSession(session) },
  });
}
