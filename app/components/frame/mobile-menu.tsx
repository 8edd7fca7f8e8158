import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { siteConfig } from "~/config/site";
import { CallButton } from "~/components/call-button";

const menuId = "mobile-menu";

/**
 * The phone-sized menu, built on the browser's Popover API (see
 * docs/decisions/002-mobile-menu-popover.md): it opens and closes without
 * JavaScript, closes on Escape, and returns focus to the toggle. Script adds
 * aria-expanded on the toggle and closes the menu when a link is chosen.
 */
export function MobileMenu() {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const toggle = toggleRef.current;
    const menu = menuRef.current;
    if (!toggle || !menu) return;
    const sync = (event?: Event) => {
      const open = event instanceof ToggleEvent ? event.newState === "open" : menu.matches(":popover-open");
      toggle.setAttribute("aria-expanded", String(open));
    };
    sync();
    menu.addEventListener("toggle", sync);
    return () => menu.removeEventListener("toggle", sync);
  }, []);

  const close = () => menuRef.current?.hidePopover();

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        popoverTarget={menuId}
        aria-controls={menuId}
        className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Menu</span>
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        aria-label="Menu"
        className="mobile-menu inset-x-0 top-0 bottom-auto m-0 max-h-dvh w-full max-w-none overflow-y-auto bg-charcoal px-4 pt-3 pb-6 text-white shadow-xl"
      >
        <div className="flex items-center justify-between">
          <p className="font-display text-2xl font-bold uppercase">Menu</p>
          <button
            type="button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-2">
          <ul className="divide-y divide-white/10">
            {siteConfig.nav.map((item) => (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  onClick={close}
                  className="flex min-h-12 items-center rounded-md px-2 text-lg font-semibold aria-[current=page]:text-hivis"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <CallButton label="Call" showNumber className="mt-5 w-full" />
      </div>
    </>
  );
}
