import { StatusPanel } from "~/components/status-panel";

export function NotFound() {
  return (
    <StatusPanel
      headingId="not-found-heading"
      icon={<p className="font-display text-8xl font-bold text-steel">404</p>}
      title="Oops! Page not found"
      next={{ to: "/", label: "Return to Home" }}
    >
      <p>The page you asked for isn&apos;t here. If your truck needs help now, call us: we answer 24/7.</p>
    </StatusPanel>
  );
}
