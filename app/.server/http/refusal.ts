import { STATUS_CODES } from "node:http";
import { data } from "react-router";

/**
 * A refusal for a loader or action to throw, with its status's own text. React Router calls a
 * thrown `data()` without a status text "Internal Server Error" in a `.data` answer, whatever
 * its status.
 */
export const refusal = <T>(body: T, status: 400 | 403 | 404 | 409) => data(body, { status, statusText: STATUS_CODES[status] });

/** A GET to an address that only takes posts (the outbox, the photos' and the SMS webhook's): a plain 405 that says so. */
export const postsOnly = () =>
  new Response("Method Not Allowed: this address takes posts only.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
