import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

/** The specification's seven variants, declared once. */
const variantClasses = {
  default: "bg-charcoal text-white hover:bg-charcoal-2",
  destructive: "bg-danger text-white hover:bg-danger/90",
  outline: "border-2 border-current bg-transparent hover:bg-ink/5",
  secondary: "bg-steel-light text-ink hover:bg-steel-light/80",
  ghost: "bg-transparent hover:bg-ink/10",
  link: "min-h-0 px-0 py-0 font-semibold underline underline-offset-4 decoration-2 hover:decoration-hivis-dark",
  cta: "bg-hivis text-ink shadow-[0_2px_0_0_rgba(0,0,0,0.35)] hover:bg-hivis-dark",
} as const;

const sizeClasses = {
  default: "min-h-11 px-5 py-2.5 text-base",
  sm: "min-h-11 px-3 py-2 text-sm",
  lg: "min-h-14 px-7 py-3 text-lg",
  icon: "size-11",
} as const;

export type ButtonVariant = keyof typeof variantClasses;
export type ButtonSize = keyof typeof sizeClasses;
export const buttonVariantNames = Object.keys(variantClasses) as ButtonVariant[];

interface VariantProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClasses({ variant = "default", size = "default" }: VariantProps = {}, extra?: string): string {
  const base =
    "inline-flex items-center justify-center gap-2 rounded-md font-bold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0";
  const sized = variant === "link" ? "" : sizeClasses[size];
  return cn(base, sized, variantClasses[variant], extra);
}

export function Button({ variant, size, className, type = "button", ...props }: VariantProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A button-styled link to a page of the site (client navigation). */
export function ButtonLink({ variant, size, className, ...props }: VariantProps & LinkProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A button-styled plain anchor: tel:, mailto: and in-page (#contact) targets. */
export function ButtonAnchor({ variant, size, className, ...props }: VariantProps & AnchorHTMLAttributes<HTMLAnchorElement>) {
  // The label arrives as children through props.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a className={buttonClasses({ variant, size }, className)} {...props} />;
}
