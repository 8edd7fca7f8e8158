import { siteConfig } from "~/config/site";
import type { StoredLead } from "~/lib/leads.server";

/** Removes terminal control sequences, so a hostile message can't rewrite the owner's screen. */
function printable(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, "");
}

function when(iso: string): string {
  return new Date(iso).toLocaleString("en-CA", { timeZone: siteConfig.timeZone, dateStyle: "medium", timeStyle: "short" });
}

export function leadsAsJson(leads: readonly StoredLead[]): string {
  const rows = leads.map(({ id, name, email, phone, message, createdAt, notifiedAt }) => ({
    id,
    name,
    email,
    phone,
    message,
    createdAt,
    notifiedAt,
  }));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** A cell a spreadsheet will not run as a formula. */
function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadsAsCsv(leads: readonly StoredLead[]): string {
  const header = ["id", "createdAt", "name", "phone", "email", "message", "notifiedAt"];
  const lines = leads.map((lead) =>
    [lead.id, lead.createdAt, lead.name, lead.phone, lead.email, lead.message, lead.notifiedAt].map(csvCell).join(","),
  );
  return `${[header.join(","), ...lines].join("\r\n")}\r\n`;
}

/** A readable listing for the terminal, newest first. */
export function leadsAsText(leads: readonly StoredLead[], { emailConfigured }: { emailConfigured: boolean }): string {
  if (leads.length === 0) return "No quote requests yet.\n";
  const pending = leads.filter((lead) => !lead.notifiedAt).length;
  const blocks = leads.map((lead) => {
    const emailed = lead.notifiedAt
      ? `e-mailed ${when(lead.notifiedAt)}`
      : emailConfigured
        ? `NOT YET E-MAILED${lead.notifyAttempts ? ` (${lead.notifyAttempts} failed attempts: ${printable(lead.lastNotifyError ?? "")})` : ""}`
        : "e-mail not configured";
    return [
      `#${lead.id}  ${when(lead.createdAt)}  [${emailed}]`,
      `  Name:  ${printable(lead.name)}`,
      `  Phone: ${printable(lead.phone)}`,
      `  Email: ${printable(lead.email)}`,
      ...printable(lead.message)
        .split("\n")
        .map((line, index) => (index === 0 ? `  Message: ${line}` : `           ${line}`)),
    ].join("\n");
  });
  const summary = `${leads.length} quote request${leads.length === 1 ? "" : "s"}${emailConfigured ? `, ${pending} not yet e-mailed` : ""}.`;
  return `${blocks.join("\n\n")}\n\n${summary}\n`;
}
