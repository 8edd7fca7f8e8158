import { siteConfig } from "../config/site";
import { parseContent } from "./parse";
import { serviceSchema, type Service } from "./schemas";

/**
 * Every service the site presents, one record each, whatever page it gets: the
 * `template` says how its page is built.
 * - overview: a card of the home grid and /services; its own address redirects to a landing page.
 * - generic: a card, and a page listing what the service covers.
 * - landing: a keyword landing page with FAQs.
 * - fleet: the fleet maintenance page, with its benefit cards.
 * The cards show in this order.
 */
const rawServices = [
  {
    template: "overview",
    slug: "engine-diagnostics-repair",
    title: "Engine Diagnostics & Repair",
    icon: "gauge",
    card: {
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
  },
  {
    template: "overview",
    slug: "mobile-tire-services",
    title: "Mobile Tire Services",
    icon: "circle-dot",
    card: {
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
  },
  {
    template: "overview",
    slug: "mobile-brake-repairs",
    title: "Brake Repairs",
    icon: "disc",
    card: {
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
  },
  {
    template: "overview",
    slug: "fuel-system-services",
    title: "Fuel System Services",
    icon: "fuel",
    card: {
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
  },
  {
    template: "overview",
    slug: "mobile-electrical-repairs",
    title: "Electrical Repairs",
    icon: "zap",
    card: {
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
  },
  {
    template: "generic",
    slug: "battery-services",
    title: "Battery Services",
    icon: "battery",
    card: {
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
    description:
      "Cold Ontario winters and long idle periods are hard on heavy-duty truck batteries, and a weak bank can leave you stranded at the worst possible moment. Our mobile technicians test, boost and replace batteries on site, then check the charging system so the truck starts reliably again.",
    metaTitle: "Mobile Truck Battery Service & Boosts",
    metaDescription:
      "Heavy-duty truck battery testing, boosts and replacement at your location, 24/7. We also check alternators, cables and parasitic draws to stop repeat failures.",
    offers: [
      "Heavy-duty truck boosts and jump starts",
      "Battery load and conductance testing",
      "Single battery and full bank replacement",
      "Terminal cleaning and corrosion repair",
      "Battery cable and ground strap replacement",
      "Alternator output and charging system testing",
      "Parasitic draw diagnosis",
      "Starter and starter circuit testing",
      "Battery disconnect switch repair and replacement",
      "APU and sleeper battery checks",
    ],
    coverage:
      "Dead batteries don't wait for a shop to open. We test, boost and replace truck batteries across Windsor, Essex County, Sarnia, London, Kitchener, Cambridge, Brantford, Milton and Hamilton, and in the towns between them.",
  },
  {
    template: "overview",
    slug: "hydraulic-suspension-repairs",
    title: "Air Suspension & Airbags",
    icon: "wind",
    card: {
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
  },
  {
    template: "generic",
    slug: "wheel-seal-services",
    title: "Wheel Seal Services",
    icon: "cog",
    card: {
      title: "Wheel Seals",
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
    description:
      "A leaking wheel seal lets hub oil or grease escape, contaminating the brake linings and putting the wheel bearing at risk of failure. We replace wheel seals on steer, drive and trailer axles at your location and inspect the bearings and brakes while the hub is off.",
    metaTitle: "Mobile Wheel Seal Replacement for Trucks",
    metaDescription:
      "Leaking wheel seal? We replace truck and trailer wheel seals on site, inspect bearings and brakes, refill the hub and set bearing adjustment to spec.",
    offers: [
      "Steer axle wheel seal replacement",
      "Drive axle wheel seal replacement",
      "Trailer axle wheel seal replacement",
      "Wheel bearing inspection and replacement",
      "Bearing adjustment to manufacturer specification",
      "Hub oil refill and grease packing",
      "Hubcap, gasket and sight glass replacement",
      "Replacement of oil-contaminated brake shoes",
      "Drive axle shaft gasket replacement",
      "Brake drum and hardware inspection during the repair",
    ],
    coverage:
      "A seal that weeps hub oil in London, Leamington or Hamilton can be replaced at the truck, in a yard or a customer's lot, rather than on a shop hoist. Our service areas cover Southern Ontario from Essex County to the Golden Horseshoe.",
  },
  {
    template: "overview",
    slug: "emergency-roadside-assistance",
    title: "Emergency Roadside Assistance",
    icon: "siren",
    card: {
      description: `Broken down on the 401 or stuck at a customer's dock? Our technicians are available 24/7, with an average response time under ${siteConfig.responseMinutes} minutes.`,
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
  },
  {
    template: "landing",
    slug: "diesel-roadside-assistance",
    title: "Diesel Roadside Assistance",
    icon: "truck",
    h1: "24/7 Diesel Roadside Assistance in Southern Ontario",
    primaryKeyword: "diesel roadside assistance",
    secondaryKeywords: [
      "truck roadside assistance Ontario",
      "semi truck roadside repair",
      "mobile truck tire repair",
      "heavy-duty roadside service on the 401",
    ],
    description:
      "When your truck stops on the highway, a mobile diesel technician comes to you day or night to repair tires, air brakes, batteries and more at the roadside.",
    longDescription: [
      `A truck parked on the shoulder of the 401, 402 or QEW earns nothing and sits in a dangerous spot. Our diesel roadside assistance puts a ${siteConfig.technicianCredentials} technician on the way to you at any hour, with an average response under ${siteConfig.responseMinutes} minutes. We cover the freight corridor from Windsor and Essex County through Sarnia, London, Kitchener, Cambridge, Brantford, Milton and Hamilton.`,
      "Most roadside calls come down to a handful of failures, and our service trucks are equipped to deal with them on the spot. We change or repair steer, drive and trailer tires, track down air leaks and fix brake chambers, lines and fittings, boost dead batteries or replace them, swap broken belts and burst coolant hoses, and repair wiring faults that kill the lights or stop the engine cranking. In winter we also treat gelled fuel and change plugged filters.",
      "Before a wrench turns, the technician tells you plainly what failed, what the fix involves and what it will cost, so you approve an upfront quote with no hidden fees waiting on the invoice. If the problem genuinely needs a shop, for example an internal engine or transmission failure, we say so straight away instead of sending you off on a patch that won't last to the next exit. Either way, you make the call with the facts in hand.",
    ],
    servicesInclude: [
      "Steer, drive and trailer tire repair and replacement",
      "Air leak detection and air line repairs",
      "Brake chamber, slack adjuster and valve replacement",
      "Boosts, jump starts and battery replacement",
      "Serpentine belt and coolant hose replacement",
      "Gelled fuel treatment and fuel filter changes",
      "Truck and trailer lighting and wiring repairs",
    ],
    metaTitle: "24/7 Diesel Roadside Assistance for Heavy Trucks",
    metaDescription:
      "Broken down on the 401, 402 or QEW? Certified mobile diesel techs repair tires, air brakes, batteries and belts at the roadside 24/7. Upfront quotes.",
    linksTo: ["/services/emergency-truck-repair", "/services/battery-services", "/services/mobile-diesel-mechanic"],
    faqs: [
      {
        question: "How fast can you get to me on the 401?",
        answer: `Our average response time is under ${siteConfig.responseMinutes} minutes, but the real figure depends on where you are and on traffic and weather at that moment. When you call, give us the highway, your direction of travel and the nearest exit or kilometre marker. We'll give you a realistic arrival estimate based on where the closest service truck is and keep you posted if anything changes.`,
      },
      {
        question: "What can you actually repair on the shoulder?",
        answer:
          "The usual roadside failures: flat or blown tires, air leaks that keep the brakes from releasing, dead batteries, snapped belts, burst hoses, wiring faults and gelled fuel. Jobs that need the truck lifted or heavy components pulled, such as a clutch or transmission, belong off the highway. We'll tell you that honestly rather than attempt a repair that isn't safe to do beside live traffic.",
      },
      {
        question: "Can you fix trailer problems too, or just the tractor?",
        answer:
          "Both. Trailer failures strand a load just as surely as tractor problems, so we handle trailer tires, air lines and glad hands, brake chambers and slack adjusters, seven-way plugs and lighting, wheel seals and air suspension leaks. If a trailer fault is keeping you from leaving a shipper's yard or the side of the road, call us the same way you would for the truck.",
      },
      {
        question: "What does a roadside call cost?",
        answer:
          "What the call-out costs is said on the phone, before a truck is dispatched. The repair is different: every breakdown is different, so we won't guess at a number before we know what failed. Once the technician has looked at the truck, you get an upfront quote for the repair and nothing starts until you agree to it. The invoice matches what you approved, with no hidden fees. Fleet drivers can tell us who signs off on repairs so approval happens quickly.",
      },
    ],
    coverage:
      "Roadside help reaches trucks along the corridors that tie these communities together: the 401 from Windsor to Milton, the 402 out of Sarnia, the 403 through Brantford, and the 403 and QEW around Hamilton.",
    faqIntro: "Straight answers for a driver waiting on the shoulder: arrival times, what can be fixed beside traffic, trailers and cost.",
    roadside: true,
  },
  {
    template: "landing",
    slug: "mobile-diesel-mechanic",
    title: "Mobile Diesel Mechanic",
    icon: "wrench",
    h1: "Mobile Diesel Mechanic for Heavy-Duty Trucks in Southern Ontario",
    primaryKeyword: "mobile diesel mechanic",
    secondaryKeywords: [
      "mobile truck mechanic near me",
      "on-site diesel truck repair",
      "mobile heavy-duty mechanic Ontario",
      "semi truck mechanic that comes to you",
    ],
    description:
      "Our mobile diesel mechanics bring shop-quality repairs to your yard, job site or parking spot, covering engine, cooling, fuel, electrical and suspension work on all makes.",
    longDescription: [
      `Getting a truck into a dealer bay can mean waiting for an opening, then losing more time driving or towing it there and back. A mobile diesel mechanic cuts that out: we come to your yard, terminal, job site or wherever the truck is parked and do the work there. Scheduled repairs run ${siteConfig.hours.regularInWords}, and our emergency line stays open 24/7 for breakdowns that can't wait until morning.`,
      `Our ${siteConfig.technicianCredentials} technicians handle a wide range of repairs without a shop. On the cooling side that means water pumps, radiators, thermostats, fan clutches and hoses. We repair fuel systems from the tank to the injectors, trace electrical faults through harnesses and connectors, replace air springs, shocks and height control valves, and carry out engine work such as turbocharger, EGR valve and sensor replacement right where the truck sits.`,
      "Every job starts with a proper diagnosis rather than guesswork, followed by a quote you approve before any parts go on. We service all makes and models, from Class 8 highway tractors to medium-duty straight trucks and vocational units. For owner-operators that means fewer days off the road; for fleets it means units stay close to home instead of being shuttled across town to a shop.",
    ],
    servicesInclude: [
      "Water pump, radiator and thermostat replacement",
      "Coolant leak diagnosis and hose repairs",
      "Fuel filter, lift pump and injector service",
      "Starter, alternator and wiring repairs",
      "Air spring, shock and height control valve replacement",
      "Turbocharger and EGR valve replacement",
      "Engine sensor diagnosis and replacement",
      "Belt, tensioner and idler pulley replacement",
    ],
    metaTitle: "Mobile Diesel Mechanic for Trucks and Fleets",
    metaDescription: `Mobile diesel mechanics who come to your yard or job site. Engine, cooling, fuel, electrical and suspension repairs on all truck makes. ${siteConfig.hours.regular}.`,
    linksTo: ["/services/diesel-diagnostics", "/services/fleet-maintenance", "/services/wheel-seal-services"],
    faqs: [
      {
        question: "Do you work on all makes?",
        answer:
          "We do. Our technicians service all makes and models of heavy-duty and medium-duty diesel trucks, including Freightliner, Kenworth, Peterbilt, Volvo, Mack, International and Western Star, with Cummins, Detroit, PACCAR, Volvo, Mack and International engines. Whether it's a late-model tractor with full aftertreatment or an older straight truck, we diagnose it properly and give you a clear plan before starting work.",
      },
      {
        question: "Can you repair my truck at my yard or a customer's site?",
        answer:
          "In most cases, yes. We can work in fleet yards, terminals, farm lots, construction sites and truck stop parking areas. We need reasonably firm, level ground, safe room to work around the truck and the property owner's permission where that applies. If a spot isn't safe for the repair, we'll explain why and suggest somewhere nearby that is before anything gets moved.",
      },
      {
        question: "Are your mechanics certified?",
        answer: `They are: our technicians are ${siteConfig.technicianCredentials}. In Ontario, repairing trucks and buses for pay is a compulsory trade (Truck and Coach Technician, 310T, under Skilled Trades Ontario), and the Red Seal endorsement is the interprovincial standard for it. Ask the technician about their qualifications when they arrive at your truck.`,
      },
      {
        question: "What hours does your mobile mechanic service run?",
        answer: `Scheduled mobile repairs run ${siteConfig.hours.regularInWords}, which suits fleets and owner-operators who want work done between loads or before the next dispatch. Breakdowns are different: our emergency service operates 24/7, nights and Sundays included, so a truck that fails outside regular hours still gets a certified technician on the way.`,
      },
    ],
    coverage:
      "Yards, terminals, farms and job sites in each of these communities can book a mobile mechanic, from the greenhouse growers around Leamington and Kingsville to the distribution centres along the 401 at Milton.",
    faqIntro: "What owner-operators and fleet managers usually want settled before a mechanic is booked to their yard.",
    roadside: false,
  },
  {
    template: "landing",
    slug: "diesel-diagnostics",
    title: "Diesel Diagnostics",
    icon: "gauge",
    h1: "Mobile Diesel Engine Diagnostics for Trucks in Southern Ontario",
    primaryKeyword: "diesel diagnostics",
    secondaryKeywords: [
      "mobile truck diagnostics",
      "DPF forced regen service",
      "diesel derate repair",
      "semi truck check engine light",
      "aftertreatment diagnostics",
    ],
    description:
      "Truck diagnostics at your location: fault codes, derates and aftertreatment problems traced to their cause before any part is replaced.",
    longDescription: [
      "A fault code tells you where to start looking, not which part to replace. Our technicians connect to your truck on site and read the full picture: active and inactive codes, freeze-frame data, live sensor values and the history behind the warning light, so the diagnosis rests on data rather than on the first part the code names.",
      "Aftertreatment faults are a common reason modern trucks derate. When the DPF, DEF dosing, SCR or EGR system logs a serious or lasting fault, the engine computer can limit power and road speed until it is fixed. We test NOx sensors, DEF quality and dosing, DPF differential pressure readings and EGR flow, and run forced regenerations when the soot load calls for one. The aim is to correct the cause, so the truck doesn't drop into derate again two days later.",
      "Diagnosing at your location saves the tow and the wait for a shop to look at the truck. If the fix is straightforward, such as a failed sensor, a plugged DEF filter or a damaged connector, we can often repair it during the same visit. When it isn't, you still come away with a clear explanation of the fault, what the repair involves and an upfront quote, so you can decide your next move based on facts rather than guesses.",
    ],
    servicesInclude: [
      "Active and inactive fault code reading",
      "Forced and parked DPF regenerations",
      "DEF dosing, quality and SCR efficiency testing",
      "NOx sensor and EGR system diagnosis",
      "Derate and limp-mode troubleshooting",
      "Live data review and sensor testing",
      "Turbocharger and boost pressure testing",
      "Clearing codes after a verified repair",
    ],
    metaTitle: "Mobile Diesel Diagnostics: DPF, DEF & Derates",
    metaDescription:
      "Truck diagnostics at your location: DPF, DEF, SCR and EGR faults and derates traced to the cause and repaired on site where the fix allows.",
    linksTo: ["/services/mobile-diesel-mechanic", "/services/emergency-truck-repair"],
    faqs: [
      {
        question: "Can you fix a DPF problem at the roadside?",
        answer:
          "Often, yes. Many DPF complaints come from a high soot load that a forced regeneration clears, or from a failed differential pressure sensor, a cracked sensor line or a wiring fault, all of which we can test and repair on site. If the filter itself is packed with ash or cracked, it has to come off for cleaning or replacement, and we'll tell you so before you pay for regens that won't help.",
      },
      {
        question: "My truck is in derate. Can you just clear the code?",
        answer:
          "Clearing a code without fixing the cause rarely lasts. The engine computer keeps monitoring the system, and the derate returns, often at a worse moment than the first time. We find out why the fault set, whether it's a NOx sensor, DEF dosing, soot load or something else, repair that, then clear the codes and confirm the truck pulls at full power before we leave.",
      },
      {
        question: "Can you read my truck's engine?",
        answer:
          "Tell us the make, model, year and engine when you call, and we'll confirm before heading out that we can connect to it and read what you need, rather than finding out at the roadside.",
      },
      {
        question: "Why does my truck keep regenerating or setting the same code?",
        answer:
          "A recurring code or constant regens usually means the root cause was never found. An injector over-fuelling, a leaking EGR cooler, a boost leak, a drifting sensor or long idle periods can all load up the DPF. Parts get swapped, the light goes out, then it comes back. We review live data alongside the fault history to find what's really driving it.",
      },
    ],
    coverage:
      "Diagnostic visits cover trucks parked anywhere in these communities, so a derate in a Sarnia yard or an aftertreatment warning at a Cambridge dock gets read where the truck sits.",
    faqIntro: "Derates, regens and codes that keep coming back, explained without the jargon.",
    roadside: false,
  },
  {
    template: "landing",
    slug: "emergency-truck-repair",
    title: "Emergency Truck Repair",
    icon: "siren",
    h1: "24/7 Emergency Truck Repair Across Southern Ontario",
    primaryKeyword: "emergency truck repair",
    secondaryKeywords: [
      "24 hour truck repair",
      "semi truck breakdown service",
      "emergency diesel mechanic",
      "after-hours truck repair Ontario",
    ],
    description:
      "Broken down right now? Our emergency truck repair service runs 24/7, sending a certified technician to get you rolling again.",
    longDescription: [
      `Breakdowns don't keep business hours. A truck that won't restart at a rest area at 2 AM, a coolant hose that lets go in Hamilton traffic, or an air leak that locks up the brakes at a shipper's dock all need the same thing: a qualified mechanic on the way now. Our emergency truck repair service answers 24/7, every day of the year, with an average response under ${siteConfig.responseMinutes} minutes across our Southern Ontario service area.`,
      `On an emergency call the goal is simple: get you moving again safely and as soon as possible. Our ${siteConfig.technicianCredentials} technicians diagnose the failure on arrival, explain it in plain terms and quote the repair before starting. Many breakdown causes, from failed sensors and electrical faults to blown hoses, broken belts, air system failures and no-start conditions, can be fixed on site.`,
      "Every hour a truck sits costs an owner-operator revenue and puts delivery windows at risk, and for a fleet manager a single breakdown can knock a whole day's schedule off track. Sending a technician to the truck, instead of waiting on a tow and a shop opening, helps you avoid missed appointments and the cost of hauling a loaded trailer off the highway. You know the price of the repair before work begins, and nothing extra appears on the bill afterwards.",
    ],
    servicesInclude: [
      "24/7 breakdown diagnosis at your location",
      "No-start and no-crank repairs",
      "Air system failure and brake lock-up repairs",
      "Blown coolant hose and radiator leak repairs",
      "Broken belt and tensioner replacement",
      "Electrical fault and failed sensor repairs",
      "Emergency tire replacement",
      "Fuel system failures and gelled fuel",
    ],
    metaTitle: "24/7 Emergency Truck Repair in Southern Ontario",
    metaDescription: `Truck broken down? 24/7 emergency truck repair across Southern Ontario, with an average response under ${siteConfig.responseMinutes} minutes. Certified techs and upfront quotes.`,
    linksTo: ["/services/diesel-roadside-assistance", "/services/diesel-diagnostics", "/services/battery-services"],
    faqs: [
      {
        question: "Are you really available in the middle of the night?",
        answer: `We are. Emergency service runs 24 hours a day, seven days a week, weekends and holidays included. A truck that breaks down at 3 AM or on a Sunday gets the same certified technician as a weekday call. Scheduled, non-urgent work is booked separately, ${siteConfig.hours.regularInWords}.`,
      },
      {
        question: "What should I do while I wait for the technician?",
        answer:
          "Get the truck as far from the travelled lanes as you safely can, switch on your hazard lights and set out your warning triangles. Stay out of traffic, and if the shoulder is narrow, wait somewhere safe away from the truck. Keep your phone charged and close by so the technician can reach you, and note any warning lights, noises or smells from before the breakdown.",
      },
      {
        question: "What information should I have ready when I call?",
        answer:
          "Your exact location, whether that's a highway, direction and nearest exit or kilometre marker, or a street address. Then the truck's make, model and engine, and what happened: warning lights, codes on the dash, noises, leaks or loss of power. Photos help too. Fleet drivers should have their unit number and the name of whoever approves repairs.",
      },
      {
        question: "Will I know the cost before you start the repair?",
        answer:
          "Yes. Once the technician has diagnosed the problem, you receive an upfront quote for the repair, and nothing starts until you or your fleet approves it. If something else turns up along the way, we stop and talk to you before doing any extra work. The final invoice reflects what you agreed to, without hidden fees or surprise charges.",
      },
    ],
    coverage:
      "Emergency calls are taken around the clock for trucks in or near these communities, from the Ambassador Bridge approaches in Windsor to the Hamilton waterfront.",
    faqIntro: "What happens between your call and the moment a technician pulls up behind your truck.",
    roadside: true,
  },
  {
    template: "fleet",
    slug: "fleet-maintenance",
    title: "Fleet Maintenance",
    icon: "clipboard-check",
    h1: "Mobile Fleet Maintenance for Truck Fleets in Southern Ontario",
    primaryKeyword: "fleet maintenance",
    secondaryKeywords: [
      "mobile fleet maintenance Ontario",
      "truck fleet preventive maintenance",
      "on-site fleet service",
      "CVOR maintenance records",
      "Annual inspection preparation (DriveON)",
    ],
    description:
      "Scheduled, on-site preventive maintenance for trucking fleets, done in your yard so units stay in service, records stay complete and surprises stay off the highway.",
    longDescription: [
      `Every unit that goes to a shop for routine service is a unit that isn't earning. Our mobile fleet maintenance brings preventive work to your yard or terminal on a schedule that fits around dispatch, ${siteConfig.hours.regularInWords}. Oil and filter changes, lubrication, brake checks and inspections happen where your trucks already park, so drivers don't lose hours shuttling equipment and the maintenance calendar actually gets followed.`,
      `Preventive maintenance catches the small problems behind most roadside breakdowns: a weeping wheel seal, a chafed air line, a brake out of adjustment, a battery losing capacity ahead of winter. Our ${siteConfig.technicianCredentials} technicians work through each unit methodically, record what they find and flag repairs before they become emergencies. When something needs attention, you get an upfront quote so you can approve the work now or plan it into the budget.`,
      "In Ontario, good records matter as much as the work itself. Each service is documented, building the maintenance history the Highway Traffic Act requires you to keep for every unit (a CVOR facility audit checks it), helps you prepare for the annual inspection at a DriveON inspection centre and lets you answer an auditor's questions quickly. We service mixed fleets of all makes and models, from Class 8 tractors and trailers to medium-duty delivery trucks, and if a unit breaks down between visits, our 24/7 emergency service is still there for your drivers.",
    ],
    servicesInclude: [
      "Scheduled oil, filter and fluid service",
      "Chassis lubrication and fifth wheel greasing",
      "Air brake inspection and adjustment",
      "Tire, wheel seal and hub checks",
      "Battery, charging system and lighting tests",
      "Cooling system and belt inspections",
      "Pre-inspection checks before the annual DriveON inspection",
      "Documented service records for every unit",
    ],
    metaTitle: "Mobile Fleet Maintenance for Trucking Fleets",
    metaDescription:
      "On-site preventive maintenance for truck fleets, done in your yard. Documented records for CVOR audits and annual inspections. All makes serviced.",
    linksTo: ["/services/mobile-diesel-mechanic", "/services/diesel-diagnostics", "/services/wheel-seal-services"],
    benefits: [
      {
        icon: "timer",
        title: "Reduce Downtime",
        description:
          "Maintenance happens in your yard between runs, so units stay in service and small faults get fixed before they strand a driver on the highway.",
      },
      {
        icon: "clipboard-check",
        title: "Compliance Ready",
        description:
          "Documented maintenance records for every unit help you prepare for the annual DriveON inspection and answer a CVOR facility audit.",
      },
      {
        icon: "calendar-clock",
        title: "Save Time",
        description:
          "No more shuttling trucks to a shop and waiting for a bay. Our technicians come to you on a schedule that works around your dispatch.",
      },
      {
        icon: "wrench",
        title: "Expert Service",
        description: `${siteConfig.technicianCredentials} technicians work on all makes and models, and every repair is priced after diagnosis, before any work starts.`,
      },
    ],
  },
];

export const services: readonly Service[] = parseContent("app/content/services.ts", serviceSchema.array(), rawServices);

/** The service whose page is /services/{slug}, or undefined. */
export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The nine services of the home grid and the /services overview, in order, each as its card. */
export const serviceCards = services.flatMap((service) =>
  service.template === "overview" || service.template === "generic"
    ? [{ slug: service.slug, icon: service.icon, ...service.card, title: service.card.title ?? service.title }]
    : [],
);

/** The services that have a page of their own (not a redirect), landing pages first. */
export const servicePages = [
  ...services.filter((service) => service.template === "landing" || service.template === "fleet"),
  ...services.filter((service) => service.template === "generic"),
];
