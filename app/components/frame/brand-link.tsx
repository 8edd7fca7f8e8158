import { Link } from "react-router";
import { siteConfig } from "~/config/site";

/** The brand mark and name, linking home. */
export function BrandLink({ className = "" }: { className?: string }) {
  return (
    <Link to="/" className={`flex min-h-11 items-center gap-2.5 rounded-md text-white ${className}`}>
      <img src="/brand/mark.svg" alt="" width={36} height={36} className="size-9 shrink-0" />
      <span className="font-display text-xl leading-none font-bold uppercase sm:text-2xl">
        <span className="sr-only">{siteConfig.name}, home</span>
        <span aria-hidden="true">
          {siteConfig.shortName.split(" ").slice(0, 2).join(" ")}
          <span className="text-hivis"> {siteConfig.shortName.split(" ").slice(2).join(" ")}</span>
        </span>
      </span>
    </Link>
  );
}
