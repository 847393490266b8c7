import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for parenting, hard conversations with children, symptoms, sleep and fitness. */
export const familyAndHealthTips: ExpertTip[] = [
  {
    kinds: ["advice"],
    about: "homework schoolwork child",
    text: "Suggest a consistent time and place after a snack and break, the parent nearby but not doing the work, and contacting the teacher if homework routinely takes far longer than intended.",
  },
  {
    kinds: ["advice", "plan"],
    about: "screen screentime tablet ipad videogames kids",
    // The member who has set the minutes ("2 hrs max") wants them kept, not weighed against content.
    unlessPattern:
      /\b\d+(?:\.\d+)?\s*(?:hrs?|hours?|mins?|minutes?)\b[^.?!,]{0,20}\b(?:max|maximum|a day|per day|daily|limit|cap)\b|\b(?:max|maximum|limit(?:ed)? to|cap(?:ped)? at|no more than|up to)\s*\d+(?:\.\d+)?\s*(?:hrs?|hours?|mins?|minutes?)\b/u,
    text: "Focus on what screens displace (sleep, activity, homework, family meals) and on content quality, not minutes alone, and suggest a written family media plan with no screens in bedrooms overnight, adults included.",
  },
  {
    kinds: ["advice", "comparison"],
    about: "smartphone parental controls phone age",
    text: "Suggest a staged approach — basic phone or restricted smartphone first — with a written family agreement, parental controls set up before handover, and phones charging outside bedrooms overnight.",
  },
  {
    kinds: ["advice"],
    about: "siblings sibling rivalry squabbling kids",
    text: "Advise against ruling on who started it: describe the problem, step in firmly only for physical harm, coach each child to say what they want, and give each regular one-to-one time with a parent.",
  },
  {
    kinds: ["advice"],
    about: "picky fussy eater eaters mealtime toddler",
    text: "Apply the division of responsibility — the parent decides what, when and where, the child decides whether and how much — with repeated no-pressure exposures, since a new food may need 10–15 tries.",
  },
  {
    kinds: ["advice", "plan"],
    about: "potty toddler nappies diapers toilet",
    text: "Check readiness signs (dry for about two hours, notices being wet, can pull pants down, shows interest) before starting, treat accidents matter-of-factly, and note that night dryness often comes much later.",
  },
  {
    kinds: ["advice", "explanation"],
    about: "died dying child children",
    text: "Use the words 'died' and 'dead' and explain that the body stopped working, avoiding 'gone to sleep' or 'lost', which confuse or frighten young children, and expect the same questions to come back repeatedly.",
  },
  {
    kinds: ["advice"],
    about: "divorce divorcing separating separation children",
    text: "Suggest both parents telling the children together with one shared, simple reason, clear news about what changes and what stays the same for them, and repeated reassurance that it isn't their fault.",
  },
  {
    kinds: ["advice"],
    about: "cancer diagnosis chemo terminal children",
    text: "Recommend naming the illness honestly in age-appropriate words, explaining how daily life will change, promising to keep them updated, and telling the school so staff can support the child.",
  },
  {
    kinds: ["advice", "explanation"],
    about: "puberty menstruation periods sex wet dreams",
    text: "Use correct anatomical names, answer the question actually asked briefly and truthfully, and treat it as many small conversations over years rather than one big talk.",
  },
  {
    kinds: ["advice", "email"],
    about: "bullied bullying cyberbullying school bully",
    text: "Suggest keeping a dated log of incidents with screenshots, asking for the school's anti-bullying policy, and requesting a meeting that ends with a written plan and a review date.",
  },
  {
    kinds: ["advice"],
    about: "grief grieving bereavement bereaved mourning coping",
    text: "Avoid presenting grief as fixed stages on a timeline, offer practical ways to handle hard dates, and mention bereavement support, plus a doctor or counsellor if daily functioning hasn't improved over months.",
  },
  {
    kinds: ["question", "advice"],
    about: "headache migraine thunderclap head aura",
    text: "List the headache red flags needing emergency care — sudden worst-ever 'thunderclap' pain, fever with stiff neck, weakness or confusion, after a head injury — before discussing common tension or migraine triggers.",
  },
  {
    kinds: ["question", "advice"],
    about: "fever temperature baby infant toddler thermometer",
    text: "Give the age-based threshold — any fever of 38°C (100.4°F) or more in a baby under three months needs urgent medical assessment — and stress that the child's behaviour and fluid intake matter more than the number.",
    // A temperature to judge, not any question about a baby or a toddler.
    when: ["fever", "temperature", "temp", "thermometer", "hot to the touch", "feverish"],
  },
  {
    kinds: ["how-to", "advice"],
    about: "doctor gp appointment symptoms physician",
    text: "Help me prepare a one-page summary: main concern first, when symptoms began and how they changed, what helps or worsens them, current medicines, and the two or three questions I most want answered.",
    // Getting ready to tell the doctor about symptoms, not any reading or result an appointment is for.
    when: [
      ...["prepare", "preparing", "what to say", "what to tell", "what to ask", "questions to ask", "forget"],
      ...["symptom", "symptoms", "dismissed", "rushed", "not listening", "taken seriously"],
    ],
  },
  {
    kinds: ["explanation", "question"],
    about: "blood cholesterol lab haemoglobin bloodwork ferritin",
    text: "Explain each marker's role, use the reference range printed on my own report since ranges differ between labs, and note that slightly out-of-range values are judged by my doctor in context.",
  },
  {
    kinds: ["advice", "plan"],
    about: "insomnia sleepless sleep wake waking asleep",
    text: "Draw on CBT-I methods — a fixed wake time every day, bed only when sleepy, getting up after roughly 20 minutes awake, no catch-up naps — rather than relying mainly on sleep-hygiene lists.",
    unless: ["toddler", "baby", "newborn", "infant", "my child", "my son", "my daughter"],
  },
  {
    kinds: ["advice"],
    about: "anxiety anxious panic attacks worrying racing",
    text: "Explain the physical panic cycle, give one technique for the moment such as slow breathing with a longer exhale, and mention CBT as the evidence-based treatment, with crisis contacts if self-harm comes up.",
    unless: ["my dog", "my cat", "puppy", "separation anxiety"],
  },
  {
    kinds: ["advice", "question"],
    about: "back pain lower sciatica strained lifting",
    text: "Advise staying gently active rather than bed rest, and list the urgent red flags: numbness around the groin or buttocks, new bladder or bowel problems, leg weakness, fever, or pain after a fall.",
    // A back's red flags, not a shin's or a knee's.
    when: ["back", "lower back", "spine", "sciatica", "lumbar", "slipped disc", "disc"],
    // A back that "isn't sore" under a lifting question has nothing to flag.
    whenPattern:
      /(?<!\b(?:isn'?t|is not|not|no|never|wasn'?t|doesn'?t|don'?t|without)\s+(?:\w+\s+)?)\b(?:pain\w*|hurts?|hurting|hurt|sore|ache|aches|aching|achy|twinge\w*|tweak\w*|strain\w*|sciatica|spasms?|slipped disc|injur\w*)\b/u,
  },
  {
    kinds: ["question", "advice"],
    about: "cold flu cough sore throat antibiotics",
    // A question of which medicines combine is not one of a cold's course.
    unless: [
      "ibuprofen",
      "paracetamol",
      "acetaminophen",
      "tylenol",
      "advil",
      "nurofen",
      "decongestant",
      "dose",
      "dosage",
      "take with",
      "together with",
    ],
    text: "Explain that antibiotics don't work on viral colds or flu, give typical durations (a cough can last three weeks), and say when to see a doctor: breathing difficulty, worsening after improving, or persistent high fever.",
  },
  {
    kinds: ["advice", "plan"],
    about: "lose weight diet calories deficit slimming",
    text: "Suggest a modest deficit of around 500 kcal a day for roughly 0.5 kg a week, enough protein, and habits I can keep, and flag that very-low-calorie diets need medical supervision.",
    unless: ["my dog", "my cat", "puppy", "kitten"],
  },
  {
    kinds: ["plan", "advice"],
    about: "running shin splints injury injured comeback",
    text: "Use a pain-monitoring rule — discomfort up to about 3 out of 10 that settles by the next morning is acceptable — and restart with walk-run intervals at reduced volume rather than the pre-injury plan.",
    // A comeback after an injury, not a build-up with a niggle ("pain on the outside of my knee after 15k").
    when: [
      ...["injured", "injury", "comeback", "come back", "coming back", "return to running", "returning", "time off"],
      ...["stress fracture", "shin splints", "physio", "recovering", "after surgery"],
    ],
  },
  {
    kinds: ["plan"],
    about: "strength gym weights lifting barbell dumbbells",
    text: "Build two or three full-body sessions a week around compound movements (squat, hinge, push, pull, carry) with progressive overload, adding weight or reps only when every set is completed with good form.",
  },
  {
    kinds: ["plan", "advice"],
    about: "elderly seniors balance falls frailty mobility",
    text: "Include balance work and sit-to-stand strength exercises alongside walking, give a chair-supported version of each exercise, and build up over weeks rather than starting at full volume.",
  },
];
