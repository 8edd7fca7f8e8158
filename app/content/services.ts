import { parseContent } from "./parse";
import { overviewServiceSchema } from "./schemas";

const rawServices = [
  {
    slug: "engine-diagnostics-repair",
    title: "Engine Diagnostics & Repair",
    icon: "gauge",
    description:
      "We connect to your engine at the roadside or in your yard, pinpoint the fault behind the warning light or power loss, and repair it on the spot when the fix allows.",
    servicesInclude: [
      "Active and inactive fault code reading",
      "Derate and limp-mode troubleshooting",
      "DPF, DEF, SCR and EGR fault diagnosis",
      "Turbocharger and charge-air leak testing",
      "Engine sensor and actuator replacement",
      "Coolant leak, belt and hose repairs",
    ],
    imageAlt: "Illustration of a diesel engine block connected to a diagnostic laptop",
  },
  {
    slug: "mobile-tire-services",
    title: "Mobile Tire Services",
    icon: "circle-dot",
    description:
      "Flat steer tire on the shoulder or a blown drive tire in the yard? We repair or replace commercial truck and trailer tires where you are and get you back on the road.",
    servicesInclude: [
      "Steer, drive and trailer tire replacement",
      "Puncture repairs on commercial truck tires",
      "Tire mounting on steel and aluminum wheels",
      "Wheel nut torque to specification",
      "Valve stem replacement and pressure checks",
      "Inspection for irregular wear and sidewall damage",
    ],
    imageAlt: "Illustration of a heavy-duty truck tire on a steel wheel",
  },
  {
    slug: "mobile-brake-repairs",
    title: "Brake Repairs",
    icon: "disc",
    description:
      "Air brake problems put your truck out of service fast. We find leaks, adjust or replace worn components and bring the system back within safe, inspection-ready limits, right where you're parked.",
    servicesInclude: [
      "Air brake chamber and slack adjuster replacement",
      "Brake shoe, drum and hardware replacement",
      "Air leak detection and air line repairs",
      "Brake adjustment and pushrod stroke checks",
      "Air dryer and cartridge service",
      "Brake valve troubleshooting and replacement",
    ],
    imageAlt: "Illustration of a truck air brake chamber and brake drum",
  },
  {
    slug: "fuel-system-services",
    title: "Fuel System Services",
    icon: "fuel",
    description:
      "Hard starts, rough running and power loss often trace back to the fuel system. We diagnose and repair filters, injectors, pumps and fuel lines on diesel engines at your location.",
    servicesInclude: [
      "Fuel filter and water separator replacement",
      "Injector testing and replacement",
      "Lift pump and fuel line repairs",
      "Air-in-fuel and fuel restriction diagnosis",
      "Priming and bleeding after running out of fuel",
      "Gelled fuel treatment in cold weather",
    ],
    imageAlt: "Illustration of a diesel fuel filter and fuel injector",
  },
  {
    slug: "mobile-electrical-repairs",
    title: "Electrical Repairs",
    icon: "zap",
    description:
      "From dead lights to no-crank conditions and intermittent faults, we trace truck and trailer electrical problems with proper testing, repair damaged wiring and replace failed components on site.",
    servicesInclude: [
      "Starter and alternator testing and replacement",
      "Wiring harness and connector repairs",
      "Trailer light and seven-way plug repairs",
      "Voltage drop and short-circuit tracing",
      "Ground and battery cable repairs",
      "Charging system diagnosis",
    ],
    imageAlt: "Illustration of a truck wiring harness and a multimeter",
  },
  {
    slug: "battery-services",
    title: "Battery Services",
    icon: "battery",
    description:
      "A truck that won't crank can cost you a load. We boost, load-test and replace heavy-duty batteries, clean corroded connections and check the charging system so the problem doesn't come back.",
    servicesInclude: [
      "Heavy-duty boosts and jump starts",
      "Battery load and conductance testing",
      "Battery bank replacement",
      "Terminal and cable cleaning and repair",
      "Alternator output and charging checks",
      "Parasitic draw diagnosis",
    ],
    imageAlt: "Illustration of a heavy-duty truck battery bank",
  },
  {
    slug: "hydraulic-suspension-repairs",
    title: "Air Suspension & Airbags",
    icon: "wind",
    description:
      "A leaking air spring or faulty height control valve leaves your truck riding low and rough. We repair air suspension components on tractors and trailers, restoring ride height and load handling.",
    servicesInclude: [
      "Air spring (airbag) replacement",
      "Height control valve replacement",
      "Shock absorber replacement",
      "Suspension air line and fitting repairs",
      "Cab air suspension repairs",
      "Ride height measurement and adjustment",
    ],
    imageAlt: "Illustration of a truck air suspension spring bag",
  },
  {
    slug: "wheel-seal-services",
    title: "Wheel Seals",
    icon: "cog",
    description:
      "Oil on the inside of the rim usually means a failing wheel seal, and ignoring it puts the bearing and brakes at risk. We replace seals, inspect bearings and refill hubs at your location.",
    servicesInclude: [
      "Wheel seal replacement on steer, drive and trailer axles",
      "Wheel bearing inspection and replacement",
      "Hub oil and grease service",
      "Bearing adjustment to specification",
      "Replacement of oil-soaked brake shoes",
      "Hubcap and sight glass replacement",
    ],
    imageAlt: "Illustration of a truck wheel hub and wheel seal",
  },
  {
    slug: "emergency-roadside-assistance",
    title: "Emergency Roadside Assistance",
    icon: "siren",
    description:
      "Broken down on the 401 or stuck at a customer's dock? Our technicians are available 24/7, with an average response time under 60 minutes.",
    servicesInclude: [
      "24/7 breakdown response",
      "Roadside tire changes",
      "Air leak and brake repairs",
      "Boosts and battery replacement",
      "Belt and hose replacement",
      "Gelled fuel and plugged filter fixes",
    ],
    imageAlt: "Illustration of a mobile service truck with a hazard beacon",
  },
];

/** The nine services of the home grid and /services, in display order. */
export const services = parseContent("app/content/services.ts", overviewServiceSchema.array().length(9), rawServices);
