import { PET_POISONS, PET_SWALLOWED } from "../../classify/with-pet-poisoning.ts";
import type { ExpertTip } from "./expert-tip.ts";

/** Poisons whose danger the tip spells out for the one the member names. */
const POISON_EXAMPLES = [
  {
    names: ["chocolate"],
    example: "for chocolate, by the dose against the pet's weight: dark and baking chocolate are the worst",
  },
  { names: ["lily", "lilies"], example: "any part of a lily, even pollen or the vase water, for a cat" },
  {
    names: ["xylitol", "grapes", "grape", "raisins", "raisin"],
    example: "xylitol, grapes or raisins, even a few, for a dog",
  },
];

/** The urgent tip for a pet that has swallowed one of the poisons named. */
const poisonTip = (example: string, names: string[]): ExpertTip => ({
  kinds: ["question", "advice"],
  about: "vet emergency ate eaten chewed swallowed poison toxic cat dog",
  text: `Say first whether what was eaten is an emergency whatever the symptoms (${example}), and to call the vet or a pet poison line now with the amount and time rather than wait for signs, and not to make the pet vomit unless told to.`,
  when: names,
  whenPattern: PET_SWALLOWED,
  urgent: true,
});

/** A cat that does its business outside the tray: a cat that uses its tray has no litter problem. */
const LITTER_TROUBLE = [
  "peeing",
  "pee",
  "pees",
  "urinating",
  "spraying",
  "sprays",
  "wee",
  "weeing",
  "pooping",
  "poops",
  "outside the box",
  "outside the tray",
  "outside the litter",
  "stopped using",
  "not using",
  "won't use",
  "wont use",
  "avoiding the",
];
/** The member says a vet has already seen the cat ("Vet checked her urine and bloods, all fine"). */
const VET_SEEN = String.raw`\b(?:vets? (?:checked|said|says|ruled out|found nothing|found no|was happy)|(?:seen|saw|been to|took (?:her|him|them) to) the vet)\b`;

/**
 * Another household's animal ("their dog barks all day", "the dog next door"): training it is its
 * owner's to do, so a behaviour tip does not suit the member who has to live beside it.
 */
const SOMEONE_ELSES_PET = [
  ...["their dog", "their dogs", "their cat", "their puppy", "the dog next door", "the dogs next door"],
  ...["next door's dog", "next doors dog", "neighbour's dog", "neighbor's dog", "neighbours dog", "neighbors dog"],
  ...["neighbour's cat", "neighbor's cat", "neighbours cat", "neighbors cat", "his dog", "her dog"],
];

/** Expertise for cats and dogs: behaviour, feeding, poisons and the vet. */
export const petTips: ExpertTip[] = [
  {
    kinds: ["advice", "how-to"],
    about: "barking bark dog doorbell yapping",
    text: "Identify the type of barking first (alert, boredom, demand, fear, separation) because the fixes differ, and favour managing triggers and rewarding quiet over shouting, spray bottles or anti-bark collars, which often worsen fearful barking.",
    unless: SOMEONE_ELSES_PET,
  },
  {
    kinds: ["question", "advice"],
    about: "dog ate chocolate grapes raisins xylitol poisoning swallowed",
    // Only when something was eaten: "can dogs eat grapes" asks what is safe, not for an emergency line.
    when: [
      "ate",
      "has eaten",
      "just eaten",
      "swallowed",
      "got into",
      "eaten some",
      "eaten a",
      "eaten the",
      "poisoned",
      "poisoning",
    ],
    text: "Tell me to call a vet or pet poison line now with the dog's weight, what was eaten and roughly how much, and not to induce vomiting at home unless a vet instructs it.",
  },
  {
    kinds: ["advice", "question"],
    about: "litter box tray peeing urinating spraying cat",
    when: LITTER_TROUBLE,
    text: "Say which signs point to a medical cause (a urine infection or bladder crystals often start this) and that a cat straining to pass little or no urine needs a vet the same day, then check number of trays, location, litter type and cleaning.",
    whenPattern: new RegExp(`^(?![\\s\\S]*${VET_SEEN})`, "u"),
  },
  {
    kinds: ["advice", "question"],
    about: "litter box tray peeing urinating spraying cat",
    when: LITTER_TROUBLE,
    text: "With a medical cause ruled out, check the number of trays (one per cat plus one), their place away from noise and traffic, the litter and how often it is cleaned, and what changed around the time it started.",
    whenPattern: new RegExp(VET_SEEN, "u"),
  },
  {
    kinds: ["advice", "how-to"],
    about: "puppy puppies nipping mouthing biting",
    text: "Explain that mouthing is normal puppy behaviour, redirect onto a toy, pause play briefly when teeth touch skin, and check sleep, since overtired puppies bite more and young puppies need around 18 hours daily.",
  },
  {
    kinds: ["advice", "plan", "how-to"],
    about: "introduce introducing cat kitten resident hissing",
    text: "Start the newcomer in a separate room, swap bedding to exchange scents, then feed on either side of a door or gate before any face-to-face meeting, moving at the slowest animal's pace over days or weeks.",
  },
  {
    kinds: ["how-to", "advice"],
    about: "leash lead pulling heel harness lunging walk dog",
    text: "Teach that a tight lead stops forward progress while a loose lead earns movement and treats at the handler's side, and suggest a front-clip harness for management during training rather than choke or prong collars.",
    // Lead manners, not any question about walks.
    when: [
      "pull",
      "pulls",
      "pulling",
      "lunge",
      "lunges",
      "lunging",
      "leash",
      "lead",
      "heel",
      "harness",
      "drags",
      "dragging",
    ],
  },
  {
    kinds: ["question", "advice"],
    about: "vet emergency unwell lethargic pet",
    text: "Sort the signs into see-a-vet-today (pale gums, repeated vomiting, swollen belly with unproductive retching in large dogs, laboured breathing, a cat not eating for over 24 hours) versus monitor at home, rather than diagnosing.",
    // A poison swallowed is urgent before any sign shows.
    unless: PET_POISONS,
  },
  // What was swallowed, and what makes it an emergency: only the poison the member names.
  ...POISON_EXAMPLES.map(({ names, example }) => poisonTip(example, names)),
  poisonTip(
    "some are at any dose, others by the amount against the pet's weight",
    PET_POISONS.filter((name) => !POISON_EXAMPLES.some(({ names }) => names.includes(name))),
  ),
  {
    kinds: ["advice"],
    about: "euthanasia euthanise euthanize euthanised pet",
    text: "Offer a concrete quality-of-life check (eating, mobility, pain, good days versus bad days tracked on a calendar) and mention options like home euthanasia, without telling me what to decide.",
  },
  {
    kinds: ["advice", "how-to"],
    about: "scratching furniture sofa couch claws scratcher",
    text: "Suggest a tall, heavy sisal scratching post that won't wobble, placed right beside the furniture being scratched and near where the cat sleeps, with deterrent tape on the sofa, and advise against declawing.",
    unless: SOMEONE_ELSES_PET,
  },
  {
    kinds: ["advice"],
    about: "growls growling guarding possessive resource dog",
    text: "Advise never punishing a growl, which removes the warning before a bite, trading up with higher-value treats instead of taking items away, and a qualified behaviourist if there has already been a bite.",
    unless: SOMEONE_ELSES_PET,
  },
  {
    kinds: ["advice", "plan"],
    about: "dog separation howling howls crate destructive",
    text: "Build absences up from seconds, staying below the point where the dog panics, keep departures and returns low-key, and mention a vet or qualified behaviourist since medication helps severe cases; punishing afterwards only adds anxiety.",
    unless: SOMEONE_ELSES_PET,
  },
  {
    kinds: ["advice", "question"],
    about: "kibble portions feeding dog",
    text: "Base portions on ideal rather than current weight and a body condition check (ribs felt easily under light cover), weigh food instead of using scoops, and keep treats within about 10% of daily calories.",
    // How much a pet eats is asked, not a dog named in someone's confusion ("asking if I've fed the dog").
    whenPattern:
      /\b(?:how much|how many|portions?|kibble|cups?|grams?|overweight|underweight|fat|chubby|skinny|diet|weight|calories|treats|(?:feed|feeding) (?:him|her|them|my|our|a|an))\b/u,
  },
];
