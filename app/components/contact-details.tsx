import { Clock, Mail, Phone } from "lucide-react";
import { mailtoHref, siteConfig, telHref } from "~/config/site";

/** Phone, e-mail and hours, on dark bands (the footer and the quote section). */
export function ContactDetails({ size = "md", className = "" }: { size?: "md" | "lg"; className?: string }) {
  const icon = size === "lg" ? "size-6" : "size-5";
  return (
    <ul className={`space-y-2 ${size === "lg" ? "text-lg" : ""} ${className}`}>
      <li>
        <a href={telHref} className="inline-flex min-h-11 items-center gap-3 font-bold text-white hover:underline">
          <Phone aria-hidden="true" className={`${icon} shrink-0 text-hivis`} />
          {siteConfig.phone.display}
        </a>
      </li>
      <li>
        <a href={mailtoHref} className="inline-flex min-h-11 items-center gap-3 break-all hover:text-white hover:underline">
          <Mail aria-hidden="true" className={`${icon} shrink-0 text-hivis`} />
          {siteConfig.email}
        </a>
      </li>
      <li className="flex gap-3 py-2">
        <Clock aria-hidden="true" className={`${icon} mt-0.5 shrink-0 text-hivis`} />
        <span>
          Emergency service 24/7
          <br />
          Regular service {siteConfig.hours.regular}
        </span>
      </li>
    </ul>
  );
}
