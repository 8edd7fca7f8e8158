import type { RichText as RichTextParts } from "~/content/about-page";

/** A line of copy from the content with its bold terms and unbroken phrases. */
export function RichText({ parts }: { parts: RichTextParts }) {
  return parts.map((part, index) => {
    if (typeof part === "string") return part;
    if ("strong" in part)
      return (
        <strong key={index} className="font-semibold text-ink">
          {part.strong}
        </strong>
      );
    return (
      <span key={index} className="whitespace-nowrap">
        {part.nowrap}
      </span>
    );
  });
}
