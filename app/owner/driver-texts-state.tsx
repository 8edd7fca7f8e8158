interface DriverTextsStateProps {
  enabled: boolean;
  wanted: boolean;
  going: boolean;
  stopped: boolean;
  sent: number;
}

/** Whether this driver hears from us by text, and why not, in one line under the thread. */
export function DriverTextsState({ enabled, wanted, going, stopped, sent }: DriverTextsStateProps) {
  const words = !enabled
    ? "Texts to drivers are off on this site (no TWILIO_ settings): the driver sees updates on the status page only."
    : stopped
      ? "The driver replied STOP: no texts go to this number until they reply START."
      : going
        ? `The driver gets a text at each step${sent > 0 ? ` (${sent} sent so far, each in the history)` : ""}.`
        : wanted
          ? "The driver asked for texts, but their number cannot take them."
          : "The driver did not ask for texts: updates show on the status page.";
  return <p className="mt-3 text-sm text-steel">{words}</p>;
}
