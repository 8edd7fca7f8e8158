import * as Toast from "@radix-ui/react-toast";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { currentToast, dismissToast, subscribeToToasts, toastRules } from "~/lib/toast-store";

/** The site's one toast region (Radix Toast): timed, swipeable, closed by its button or Escape. */
export default function Toaster() {
  const toast = useSyncExternalStore(subscribeToToasts, currentToast, () => null);
  const isError = toast?.tone === "error";
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <Toast.Provider
      duration={toastRules.durationMs}
      swipeDirection="right"
      swipeThreshold={toastRules.swipeThresholdPx}
      label="Notification"
    >
      {toast ? (
        <Toast.Root
          key={toast.id}
          type="foreground"
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={`toast-root pointer-events-auto relative flex w-full gap-3 rounded-lg border-2 bg-white p-4 pr-12 text-ink shadow-2xl ${
            isError ? "border-danger" : "border-ok"
          }`}
        >
          <Icon aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${isError ? "text-danger" : "text-ok"}`} />
          <div>
            <Toast.Title className="font-bold">{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description className="mt-1">{toast.description}</Toast.Description> : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md hover:bg-ink/10"
          >
            <X aria-hidden="true" className="size-5" />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed right-0 bottom-20 z-[60] flex w-full max-w-md flex-col gap-2 p-4 outline-none lg:bottom-0" />
    </Toast.Provider>
  );
}
