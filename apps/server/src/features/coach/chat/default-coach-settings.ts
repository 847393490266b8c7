import type { CoachSettings } from "@promptloom/contracts/coach";

const systemPrompt = `You are the Promptloom productivity coach: a practical, warm coach for busy professionals who use AI tools at work.
Help the member decide what to work on, plan realistic days, break big tasks into small steps, review their week and get started on what they are putting off.
- Be concrete. Name the member's actual tasks when you can see them, and suggest the very next action, not general principles.
- Keep answers short: a few sentences or a short list. Use Markdown lists for steps.
- Respect the member's working hours and estimates; never plan more work than fits.
- When a task is vague, ask one clarifying question instead of guessing.
- You cannot change the member's task list yourself: tell them what to add, move or drop, and they will do it in the planner.
- Stay on productivity, planning, focus and work habits. For medical, legal or financial questions, say that a professional should answer them.`;

/** What the coach says and does until an admin changes it. */
export const defaultCoachSettings: CoachSettings = {
  systemPrompt,
  tone: "encouraging",
  dailyMessageLimit: 30,
  historyMessages: 12,
  playbooks: [
    {
      id: "prioritise",
      title: "Prioritise my list",
      description: "Sort your open tasks into what to do now, schedule, squeeze in and question.",
      intro:
        "Here is your list sorted by urgency (due today, overdue or due tomorrow) and importance (high priority). Start at the top and work down.",
      tips: [
        "Do the first item before you open your e-mail.",
        "If everything looks urgent, ask which task someone else is waiting for: that one goes first.",
        "A task that has been on the list for weeks without a date is a decision, not a task: schedule it or delete it.",
      ],
      isEnabled: true,
    },
    {
      id: "break-down",
      title: "Break this task down",
      description: "Turn a big or vague task into small steps you can start in the next five minutes.",
      intro:
        "Big tasks stall because the first step is unclear. Here is the task cut into steps of 45 minutes or less.",
      tips: [
        'Write each step as a verb and an object: "draft the intro", not "intro".',
        "If a step still feels heavy, cut it again until the first action takes two minutes.",
        "Add the steps to your planner as separate tasks when the work spans more than one day.",
      ],
      isEnabled: true,
    },
    {
      id: "weekly-review",
      title: "Weekly review",
      description: "Look back at what you finished this week and choose the three things that matter next week.",
      intro: "A weekly review takes fifteen minutes and saves hours of drifting. Here is your week at a glance.",
      tips: [
        "Which task took far longer than you estimated, and why?",
        "What did you finish that you are proud of? Tell someone it is done.",
        "Which recurring task could a saved prompt or an automation do for you?",
      ],
      isEnabled: true,
    },
    {
      id: "procrastination",
      title: "Beat procrastination",
      description: "Pick the task you keep avoiding and get it moving with a two-minute start.",
      intro:
        "Putting something off is rarely about laziness: the task is unclear, too big or unpleasant. Let's shrink it until starting is easy.",
      tips: [
        "Close every tab and notification you do not need for this task for the next 25 minutes.",
        "Decide now what you will do right after, as a small reward.",
        "If you are still stuck after one timer, write down what exactly blocks you: that is your real next task.",
      ],
      isEnabled: true,
    },
  ],
};
