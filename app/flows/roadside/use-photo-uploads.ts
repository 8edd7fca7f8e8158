import { useRef, useState } from "react";
import { scalePhoto } from "~/flows/roadside/scale-photo";
import { photoField } from "~/lib/request-photos";

interface PhotoUpload {
  name: string;
  state: "waiting" | "sending" | "sent" | "failed";
  error?: string;
}

export interface PhotoUploads {
  items: readonly PhotoUpload[];
  /** Sends the photos one after another to the request's photo address. */
  start(path: string, files: readonly File[]): void;
  /** Sends one failed photo again. */
  retry(index: number): void;
}

const noConnection = "Not sent: the connection dropped. Your request is safe; try the photo again when you have signal.";

/** Sends a request's photos after its text, one at a time, each scaled on the phone first. */
export function usePhotoUploads(): PhotoUploads {
  const [items, setItems] = useState<PhotoUpload[]>([]);
  const files = useRef<readonly File[]>([]);
  const path = useRef("");

  const update = (index: number, change: Partial<PhotoUpload>) =>
    setItems((current) => current.map((item, at) => (at === index ? { ...item, ...change } : item)));

  async function send(index: number) {
    const file = files.current[index];
    if (!file) return;
    update(index, { state: "sending", error: undefined });
    try {
      const body = new FormData();
      body.append(photoField, await scalePhoto(file), file.name.replace(/\.[^.]*$/, "") + ".jpg");
      const response = await fetch(path.current, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(60_000),
      });
      const answer = (await response.json().catch(() => null)) as { ok?: boolean; error?: string; photos?: { error?: string }[] } | null;
      if (response.ok && answer?.ok) update(index, { state: "sent" });
      else update(index, { state: "failed", error: answer?.photos?.[0]?.error ?? answer?.error ?? "The photo was not accepted." });
    } catch {
      update(index, { state: "failed", error: noConnection });
    }
  }

  return {
    items,
    start(target, chosen) {
      path.current = target;
      files.current = chosen;
      setItems(chosen.map((file) => ({ name: file.name, state: "waiting" })));
      void (async () => {
        for (let index = 0; index < chosen.length; index += 1) await send(index);
      })();
    },
    retry(index) {
      void send(index);
    },
  };
}
