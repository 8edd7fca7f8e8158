import { Link } from "react-router";

export interface PlaceLink {
  name: string;
  /** The place's own page, when it has one; otherwise the name stands as text. */
  href: string | null;
}

/** A list of towns, each linked when it has a city page, each a 44 px tap target. */
export function PlaceLinks({ places, className }: { places: readonly PlaceLink[]; className?: string }) {
  return (
    <ul className={className}>
      {places.map((place) => (
        <li key={place.name}>
          {place.href ? (
            <Link to={place.href} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
              {place.name}
            </Link>
          ) : (
            <span className="inline-flex min-h-11 items-center">{place.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
