/**
 * What a driver should do while waiting for help, in order. Shown on the offline page (and
 * meant for the roadside confirmation). Worded as the shoulder-safety post states it
 * (content/posts/staying-safe-on-the-401-shoulder.md): what the Highway Traffic Act requires
 * (lit lamps, s. 62) apart from what the MTO Truck Handbook advises (low beams, flashers first).
 */
export interface SafetyStep {
  title: string;
  text: string;
}

export const roadsideSafetySteps: readonly SafetyStep[] = [
  {
    title: "Get as far off the road as you can",
    text: "An exit, ramp or truck stop beats the shoulder. Avoid curves, hill crests, bridges and merge areas, and set the parking brakes.",
  },
  {
    title: "Hazard lights on",
    text: "Switch on your four-way flashers right away. From half an hour before sunset to half an hour after sunrise, or when you can't see people and vehicles clearly at 150 m, the Highway Traffic Act (s. 62) requires lit lamps; the MTO Truck Handbook advises low beams.",
  },
  {
    title: "Set out your warning devices",
    text: "Vest on before you leave the cab. The Official MTO Truck Handbook calls for a warning device about 30 m (100 ft) in front of and behind a truck that can't get off a roadway over 60 km/h when visibility is limited, and recommends them at every breakdown. Walk facing traffic; if it is too close, stay put.",
  },
  {
    title: "Wait away from the traffic side",
    text: "Never stand between the truck and the live lane. If it is safe to leave the cab, wait well off the road, behind a barrier or up the bank.",
  },
  {
    title: "Call 911 first if anyone is hurt",
    text: "Also call 911 if the truck blocks a live lane or dangerous goods are leaking. Then call us.",
  },
];
