import { Phone } from "lucide-react";
import { siteConfig, telHref } from "~/config/site";
import { ButtonAnchor, ButtonLink } from "~/components/ui/button";

/** On phones, a call action stays at the bottom of the screen while reading. */
export function MobileCallBar() {
  return (
    <div data-mobile-call-bar="" className="fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-charcoal p-2 lg:hidden">
      <div className="mx-auto flex max-w-lg gap-1.5 min-[400px]:gap-2">
        <ButtonAnchor variant="cta" href={telHref} className="min-h-12 flex-1 px-2 text-base">
          {/* On a 360 px phone the three buttons fit only without it: the number on the yellow button says "call". */}
          <Phone aria-hidden="true" className="max-[379px]:hidden" />
          <span>
            {/* "Call 24/7" gives way on the narrowest phones so all three buttons fit; the icon and the number say it. */}
            <span className="sr-only min-[440px]:not-sr-only">Call </span>
            <span className="hidden min-[520px]:inline">24/7 </span>
            <span className="whitespace-nowrap">{siteConfig.phone.display}</span>
          </span>
        </ButtonAnchor>
        <ButtonLink variant="secondary" to="/contact" className="min-h-12 px-2 text-base min-[400px]:px-3">
          Quote
        </ButtonLink>
        <ButtonLink
          variant="secondary"
          to="/roadside"
          aria-label="Roadside help request"
          className="min-h-12 px-2 text-base min-[400px]:px-3"
        >
          Roadside
        </ButtonLink>
      </div>
    </div>
  );
}
