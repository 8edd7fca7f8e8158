/**
 * What a visitor typed, as it appears in the owner's plain-text e-mail: every line marked "> "
 * (as mail programs show a quotation), so no line of it can pass for one of the e-mail's own
 * (a fake "Move it on:" command, a fake status page address).
 */
export function quotedText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => `> ${line}`.trimEnd())
    .join("\n");
}
