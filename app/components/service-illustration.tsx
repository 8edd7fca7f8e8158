/** A service's line illustration: sized so nothing shifts while it loads, and lazy below the fold. */
export function ServiceIllustration({ src, alt, className = "" }: { src: string; alt: string; className?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={480}
      height={320}
      loading="lazy"
      decoding="async"
      className={`aspect-[3/2] w-full object-cover ${className}`}
    />
  );
}
