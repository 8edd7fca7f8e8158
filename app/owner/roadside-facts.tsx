import { ExternalLink, MapPin } from "lucide-react";
import { RequestSection } from "~/components/request-section";
import { ButtonAnchor } from "~/components/ui/button";
import type { RoadsideDetails } from "~/flows/roadside/roadside-request.server";
import { highwayLabel } from "~/flows/roadside/roadside-fields";
import { mapLinkOf } from "~/lib/map-link";

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <>
      <dt className="font-semibold">{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** A roadside request's place, truck and problem, with links that open the spot on a map. */
export function RoadsideFacts({ details }: { details: Partial<RoadsideDetails> }) {
  const location = details.location;
  const truck = details.truck;
  const map = mapLinkOf(location);
  const hasFix =
    location?.latitude !== null && location?.latitude !== undefined && location.longitude !== null && location.longitude !== undefined;
  return (
    <RequestSection id="roadside-facts" title="Where and what">
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        {hasFix ? (
          <Fact
            label="Coordinates"
            value={`${location.latitude}, ${location.longitude}${location.accuracyMeters ? ` (within about ${location.accuracyMeters} m)` : ""}${location.nearestCity ? `, ${location.nearestCity}` : ""}`}
          />
        ) : null}
        <Fact label="Road" value={location?.road ? [highwayLabel(location.road), location.direction].filter(Boolean).join(" ") : null} />
        <Fact label="Landmark" value={location?.landmark} />
        <Fact label="Unit" value={truck?.unit} />
        <Fact label="Make" value={truck?.make} />
        <Fact label="Model and year" value={truck?.model} />
        <Fact label="Plate" value={truck?.plate} />
        <Fact label="What's wrong" value={details.problems?.join(", ")} />
        <Fact label="Load" value={details.load} />
        <Fact label="Hurt or live lane" value={details.urgent ? "Yes: told to call 911 first" : null} />
      </dl>
      {map || hasFix ? (
        <div className="mt-3 flex flex-wrap gap-3">
          {map ? (
            <ButtonAnchor href={map} variant="outline" rel="noreferrer" target="_blank">
              <ExternalLink aria-hidden="true" />
              Open the map
            </ButtonAnchor>
          ) : null}
          {hasFix ? (
            <ButtonAnchor href={`geo:${location.latitude},${location.longitude}`} variant="outline">
              <MapPin aria-hidden="true" />
              Navigate (geo: link)
            </ButtonAnchor>
          ) : null}
        </div>
      ) : null}
    </RequestSection>
  );
}
