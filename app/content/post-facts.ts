import { siteConfig } from "~/config/site";

/**
 * Business facts a blog post quotes as {{name}} in its Markdown. Posts then state the
 * pricing policy, hours and response time exactly as the business config does, and follow
 * it when the owner edits app/config/site.ts.
 */
const postFacts: Readonly<Record<string, string>> = {
  "pricing.policy": siteConfig.pricing.policy,
  "pricing.callOut": siteConfig.pricing.callOut,
  "pricing.repair": siteConfig.pricing.repair,
  "pricing.extraWork": siteConfig.pricing.extraWork,
  "pricing.noHiddenFees": siteConfig.pricing.noHiddenFees,
  "hours.regular": siteConfig.hours.regular,
  responseClaim: siteConfig.responseClaim,
  technicians: siteConfig.claims[0],
};

/** Replaces each {{name}} with its fact; an unknown name is a content error naming the file. */
export function fillPostFacts(file: string, markdown: string): string {
  const unknown = new Set<string>();
  const filled = markdown.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (token, name: string) => {
    const fact = postFacts[name];
    if (fact === undefined) unknown.add(name);
    return fact ?? token;
  });
  if (unknown.size > 0) {
    const known = Object.keys(postFacts).join(", ");
    const problems = [...unknown].map((name) => `  - {{${name}}}: no such business fact (known: ${known})`).join("\n");
    throw new Error(`Invalid content in ${file}:\n${problems}`);
  }
  return filled;
}
