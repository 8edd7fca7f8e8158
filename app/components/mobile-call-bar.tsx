import { Phone } from "lucide-react";
import { siteConfig, telHref } from "~/config/site";
import { ButtonAnchor, ButtonLink } from "~/components/ui/button";

/** On phones, a call action stays at the bottom of the screen while reading. */
export function MobileCallBar() {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-charcoal/97 p-2 lg:hidden">
      <div className="mx-auto flex max-w-lg gap-2">
        <ButtonAnchor variant="cta" size="lg" href={telHref} className="flex-1 px-3">
          <Phone aria-hidden="true" />
          <span>
            Call 24/7 <span className="whitespace-nowrap">{siteConfig.phone.display}</span>
          </span>
        </ButtonAnchor>
        <ButtonLink variant="outline" size="lg" to="/contact" className="px-4 text-white">
          Quote
        </ButtonLink>
      </div>
    </div>
  );
}
