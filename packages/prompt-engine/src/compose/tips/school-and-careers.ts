import type { ExpertTip } from "./expert-tip.ts";

/** Expertise for essays, school reports and letters, teaching material, CVs and interviews for named roles. */
export const schoolAndCareersTips: ExpertTip[] = [
  {
    kinds: ["essay"],
    about: "introduction opening hook thesis statement",
    text: "Move from context to the specific question to a thesis that previews the main points in the order they appear, and avoid dictionary definitions or 'throughout history' openers.",
  },
  {
    kinds: ["essay"],
    about: "conclusion concluding ending summing paragraph",
    text: "Restate the thesis in new words in light of the evidence, connect the main points instead of listing them, and end on an implication or wider significance without introducing new evidence.",
  },
  {
    kinds: ["essay"],
    about: "lab report practical experiment hypothesis apparatus",
    text: "Write the method in past-tense passive voice so it could be repeated, present results in labelled tables and graphs with units and uncertainties, and keep interpretation and sources of error for the discussion.",
    // A whole report's method and results, not the one section asked for.
    unless: [
      "active voice",
      "first person",
      "discussion section",
      "discussion and conclusion",
      "the discussion",
      "the conclusion",
      "conclusion for",
      "abstract for",
      "the abstract",
      "introduction for",
      "the introduction",
    ],
  },
  {
    kinds: ["essay"],
    about: "literature review lit synthesis gap sources",
    text: "Organise by theme or debate rather than source by source, show where studies agree, conflict or are methodologically weak, and end by stating the gap my own research addresses.",
    // A table of what each paper reports is extraction, done source by source.
    unless: [
      "annotated bibliography",
      "for each paper",
      "for each study",
      "per paper",
      "per study",
      "each paper",
      "each study",
    ],
  },
  {
    kinds: ["essay"],
    about: "ucas undergraduate sixth uk university",
    text: "If this is a UCAS personal statement for 2026 entry onwards, answer its three questions — why this course, how my studies prepared me, experience outside education — spending most space on the subject itself.",
  },
  {
    kinds: ["essay"],
    about: "scholarship scholarships bursary bursaries grant award",
    text: "Tie the story to the scholarship's stated values or criteria, explain specifically how the award would be used and what it enables, and discuss financial need factually only if the prompt asks.",
  },
  {
    kinds: ["lesson-material"],
    about: "lesson starter bell ringer retrieval warmup",
    text: "Make it something students can begin unaided as they arrive, with instructions displayed, and use it to retrieve prior learning rather than introduce new content.",
    // A starter asked for on its own: a lesson plan's starter opens the lesson's own new content.
    unless: ["lesson plan", "lesson plans", "scheme of work"],
  },
  {
    kinds: ["lesson-material"],
    about: "iep 504 accommodations sen ehcp adjustments",
    text: "Tie each accommodation to a specific observed need, say when and how it applies (lessons, tests, homework), and separate accommodations that change access from modifications that change content.",
  },
  {
    kinds: ["interview-prep"],
    about: "teacher teaching safeguarding lesson observation",
    text: "Prepare a safeguarding answer that follows procedure — report to the designated safeguarding lead, don't promise confidentiality — and behaviour-management and differentiation answers grounded in real classroom examples.",
  },
  {
    kinds: ["interview-prep"],
    about: "warehouse picker packer forklift operative logistics",
    text: "Prepare answers on reliability, shift flexibility, meeting pick-rate or accuracy targets and manual-handling safety, each backed by a concrete example of working under time pressure.",
  },
  {
    kinds: ["interview-prep"],
    about: "barista cafe retail hospitality waiter shop",
    text: "Prepare answers for handling a rush, a complaint and an upsell, show knowledge of the employer's menu or products, and state shift and weekend availability plainly.",
  },
  {
    kinds: ["quiz", "lesson-material"],
    about: "spelling spellings phonics dictation test",
    text: "Choose words sharing the spelling pattern being taught plus a few review words, and give a dictation sentence for each so homophones are unambiguous.",
  },
  {
    kinds: ["quiz"],
    about: "tables multiplication drill facts timestables",
    text: "Ask facts out of order, revisit the harder tables (6, 7, 8, 9) more often, and include missing-factor questions like 7 × ? = 56.",
  },
  {
    kinds: ["lesson-material"],
    about: "scheme curriculum unit sequence sow termly",
    text: "Sequence lessons so each builds on prior knowledge, map them to curriculum objectives, and schedule assessment points and retrieval of earlier content across the unit.",
  },
  {
    kinds: ["lesson-material"],
    about: "report card comments pupils term",
    text: "Base each comment on specific evidence of attainment and one concrete next step, use placeholders for pupil details, and avoid vague labels like 'chatty' or 'lazy'.",
  },
  {
    kinds: ["lesson-material"],
    about: "differentiation differentiate mixed ability scaffolding stretch",
    text: "Give everyone the same core task with graduated scaffolds (sentence starters, worked examples) and an extension that deepens thinking rather than adding more of the same.",
  },
  {
    kinds: ["resume"],
    about: "profile personal statement summary opening",
    text: "Aim it at the target role with title, area of expertise and one standout achievement, and cut clichés like 'hard-working team player' that say nothing checkable.",
  },
  {
    kinds: ["resume"],
    about: "academic publications phd postdoc faculty tenure",
    text: "Order sections for academia (education, publications, grants, teaching, talks), cite publications in one consistent style, and ignore the one-page convention of industry CVs.",
    unless: ["one page", "one-page"],
  },
  {
    kinds: ["resume"],
    about: "skills section technical competencies",
    text: "Group skills by type and prove them in the experience bullets, dropping star ratings and percentage bars, which ATS can't parse and recruiters distrust.",
  },
  {
    kinds: ["resume"],
    about: "military veteran veterans armed forces army navy",
    text: "Translate ranks, units and acronyms into civilian terms — team size led, budget or equipment value managed — and drop jargon a civilian recruiter wouldn't recognise.",
  },
  {
    kinds: ["cover-letter"],
    about: "speculative unadvertised enquiry prospective cold",
    text: "Name the specific team or problem I could help with, show research on the company, and ask for a conversation rather than for a vacancy that may not exist.",
  },
  {
    kinds: ["cover-letter"],
    about: "leaver inexperienced student parttime teenager",
    text: "Map evidence from school, volunteering, projects or part-time work to the job's requirements, and show enthusiasm through knowledge of the employer rather than apologising for inexperience.",
  },
  {
    kinds: ["interview-prep"],
    about: "yourself introduce introduction background pitch elevator",
    text: "Structure it present–past–future: current role and strength, relevant past highlights, and why this job is the logical next step, not a life story.",
  },
  {
    kinds: ["interview-prep"],
    about: "company research motivation mission",
    text: "Cite specifics about the employer — a product, recent news, how its values show in practice — linked to the candidate's experience, avoiding answers that fit any company.",
  },
  {
    kinds: ["interview-prep"],
    about: "carer caregiver care home domiciliary",
    text: "Prepare examples showing dignity and person-centred care, handling refusal of care and a safeguarding concern, and accurate recording and handover.",
  },
  {
    kinds: ["interview-prep"],
    about: "data analyst sql metrics case",
    text: "Include a SQL question (joins, GROUP BY, a window function), a case on defining a metric, and practise explaining an analysis to a non-technical stakeholder.",
  },
  {
    kinds: ["interview-prep"],
    about: "oxford cambridge oxbridge admissions tutor",
    text: "Practise thinking aloud on unfamiliar problems in the subject and discussing wider reading in depth, since tutors assess reasoning under guidance rather than recall.",
  },
];
