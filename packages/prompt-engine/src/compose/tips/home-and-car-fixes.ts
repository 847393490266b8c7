import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for how-tos of fixes at home and on the road, and errands with official forms. */
export const homeAndCarFixesTips: ExpertTip[] = [
  {
    kinds: ["how-to"],
    about: "clog clogged drain sink unclog",
    text: "Start with cleaning the stopper and P-trap (bucket underneath) before chemicals, and warn never to mix drain cleaners or plunge after using one.",
  },
  {
    kinds: ["how-to"],
    about: "drywall hole patch plaster",
    text: "Check for pipes and wires before cutting, and match the method to hole size: spackle for small dents, mesh patch up to a few inches, a new drywall piece beyond that.",
  },
  {
    kinds: ["how-to"],
    about: "outlet socket switch fixture wiring electrical",
    text: "Switch off the breaker and confirm the circuit is dead with a non-contact tester first, and say when a licensed electrician is needed (new circuits, panel work, aluminium wiring).",
  },
  {
    kinds: ["how-to"],
    about: "jumpstart jump battery jumper cable",
    text: "Give the clamp order (red to dead +, red to good +, black to good −, black to bare metal on the dead car away from the battery) and remove in reverse.",
  },
  {
    kinds: ["how-to"],
    about: "flat tire tyre spare jack",
    text: "Loosen lug nuts before jacking, use the car's jack point, tighten in a star pattern, and note space-saver spares are limited to about 50 mph (80 km/h).",
  },
  {
    kinds: ["how-to"],
    about: "passport renewal renew photo",
    text: "Point to the official government site for my country, and flag photo rules (plain background, usually no glasses) and processing times before travel.",
  },
  {
    kinds: ["how-to"],
    about: "tax return filing deduction",
    text: "Gather income and deduction documents first, note that deadlines and free official filing options vary by country, and suggest a tax professional for self-employment or foreign income.",
  },
  {
    kinds: ["how-to"],
    about: "mold mould mildew damp",
    text: "Fix the moisture source first, never mix bleach with ammonia or vinegar, wear gloves and a mask, and say areas over about 10 sq ft (1 m²) need a professional.",
  },
  {
    kinds: ["how-to"],
    about: "toilet running flapper tank",
    text: "Test the flapper with a few drops of food colouring in the tank (colour in the bowl without flushing means it leaks) before replacing the fill valve.",
  },
];
