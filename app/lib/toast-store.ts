import type { ReactNode } from "react";

export interface ToastMessage {
  title: string;
  description?: ReactNode;
  tone?: "success" | "error";
}

export type ShownToast = ToastMessage & { id: number };

/** The specification's toast rules: one toast at a time, shown for 5000 ms, swiped away past 50 px. */
export const toastRules = { durationMs: 5000, swipeThresholdPx: 50 } as const;

let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing any toast already on screen (one at a time). */
export function showToast(message: ToastMessage): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function currentToast(): ShownToast | null {
  return current;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
