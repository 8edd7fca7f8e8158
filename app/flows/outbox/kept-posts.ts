import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useRevalidator } from "react-router";
import { assignPostKey } from "~/lib/request-id";
import { outboxChangeEvent, outboxEndpoint, type StatusPostKind } from "./outbox-flag";
import { isStatusPostKind, showInPlace } from "./shown-in-place";
import { postForm, postOrKeep } from "./post-or-keep";
import type { OutboxEntry } from "./outbox-store";

/** Said the moment a status page's post is kept with no signal. */
export const keptPostMessage = "Saved on this phone: it will be sent when you have signal.";

/** A status page's post kept on the phone, as its page shows it: waiting, sent (with when) or refused (with why). */
export interface KeptPost {
  key: string;
  kind: StatusPostKind;
  /** The form's fields as kept (a message's words, a decision's kind). */
  fields: readonly [string, string][];
  photos: number;
  savedAt: number;
  sentAt?: number;
  refused?: string;
}

/** A field of a kept post. */
export const keptField = (post: KeptPost, name: string) => post.fields.find(([field]) => field === name)?.[1] ?? "";

const toKept = (entry: OutboxEntry): KeptPost => ({
  key: entry.requestId,
  kind: entry.kind as StatusPostKind,
  fields: entry.fields,
  photos: entry.photos.length,
  savedAt: entry.savedAt,
  sentAt: entry.sentAt,
  refused: entry.refused,
});

/**
 * The posts this status page kept on the phone (in the outbox, one mechanism with the requests'),
 * read again whenever the outbox changes: the page shows them in place (the notice at the top of
 * other pages leaves them out), waiting, then sent with the time, or refused with why. Once one is
 * sent the page reads its data again, and the sent or refused post leaves the phone; the page
 * keeps saying so for this visit.
 */
export function useKeptPosts(page: string): readonly KeptPost[] {
  const [posts, setPosts] = useState<readonly KeptPost[]>([]);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });

  useEffect(() => {
    let live = true;
    const seen = new Map<string, KeptPost>();
    async function read() {
      const { acknowledge, outboxEntries } = await import("~/flows/outbox/outbox");
      const mine = (await outboxEntries()).filter((entry) => entry.page === page && isStatusPostKind(entry.kind));
      showInPlace(
        mine.map((entry) => entry.requestId),
        true,
      );
      let sentNow = false;
      for (const entry of mine) {
        if (entry.sentAt && !seen.get(entry.requestId)?.sentAt) sentNow = true;
        seen.set(entry.requestId, toKept(entry));
      }
      const done = mine.filter((entry) => entry.sentAt || entry.refused).map((entry) => entry.requestId);
      if (done.length > 0) await acknowledge(done);
      if (!live) return;
      setPosts([...seen.values()]);
      if (sentNow) void revalidate.current();
    }
    const onChange = () => void read().catch(() => undefined);
    onChange();
    window.addEventListener(outboxChangeEvent, onChange);
    return () => {
      live = false;
      window.removeEventListener(outboxChangeEvent, onChange);
    };
  }, [page]);
  return posts;
}

/** What a status page's post came to when it could not go: kept on the phone (or not even that). */
export interface KeptAnswer {
  ok: false;
  kept: boolean;
  /** Kept without its photos: the phone had no room for them. */
  photosKept?: boolean;
  error?: undefined;
}

/**
 * A status page's form (message, decision, review) with JavaScript: it posts to the JSON twin of
 * its own address outside React Router (no route module to load with one bar of signal), with a
 * post key made per fill of the form, and keeps the post on the phone when it cannot go. The form
 * keeps its own `action` and plain post for a phone without JavaScript. `round` counts the posts
 * taken or kept: the form starts empty again with each (key it by `round`).
 */
export function useKeptPost<Answer extends { ok: boolean; draft?: string }>(kind: StatusPostKind, token: string) {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [answer, setAnswer] = useState<Answer | KeptAnswer>();
  const [sending, setSending] = useState(false);
  const [round, setRound] = useState(0);
  const address = `${outboxEndpoint}?kind=${kind}&token=${encodeURIComponent(token)}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    assignPostKey(form);
    const fields = new FormData(form);
    setSending(true);
    const result = await postOrKeep(kind, fields, () => postForm<Answer>(kind, fields, address), { action: address, page: pathname });
    setSending(false);
    if ("kept" in result) {
      setAnswer({ ok: false, kept: result.kept, photosKept: result.photosKept });
      if (result.kept) setRound((count) => count + 1);
      return;
    }
    setAnswer(result);
    // Taken (a message whose photo was refused was taken too): the page shows it, the form starts again.
    if (result.ok || (kind === "message" && result.draft === undefined)) {
      setRound((count) => count + 1);
      void revalidator.revalidate();
    }
  }

  return {
    /** Fills the form's post key once per fill (a form that starts again is a new fill). */
    assignKey: (form: HTMLFormElement | null) => assignPostKey(form),
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    answer,
    sending,
    round,
  };
}
