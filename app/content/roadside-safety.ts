/**
 * What a driver should do while waiting for help, in order. Shown on the offline page (and
 * meant for the roadside confirmation). Worded from the MTO truck handbook's rule as the
 * shoulder-safety post states it (content/posts/staying-safe-on-the-401-shoulder.md).
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
    text: "Switch on your four-way flashers right away. When visibility is limited (from half an hour before sunset to half an hour after sunrise, or whenever fog, snow or rain keeps you from seeing people and vehicles clearly within 150 m), the MTO Truck Handbook requires your low beams on as well.",
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
