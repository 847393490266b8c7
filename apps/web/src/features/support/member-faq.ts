/** Questions members ask inside the app, answered in Markdown (links to screens and docs pages). */
export const memberFaq: { question: string; answer: string }[] = [
  {
    question: "How are my hours saved counted?",
    answer:
      "Every time you copy a prompt or save one to My Prompts, from any tool, we credit 15 minutes. The dashboard adds them up by day, week and in total, in your own time zone. See [Dashboard](/app/docs/dashboard).",
  },
  {
    question: "Can I move my prompts from another tool or account?",
    answer:
      "Yes. In [My Prompts](/app/saved-prompts), **Import** reads a JSON or CSV file with a title and a prompt column (tags and folder are optional). Prompts you already have are skipped. **Export** gives you the same formats, plus Markdown.",
  },
  {
    question: "Why does the AI Coach say it is offline?",
    answer:
      "No AI model is connected to this Promptloom server, so the coach answers with its playbooks (prioritise, break down, weekly review, beat procrastination), built from your own tasks once you share them. Planning and Plan my day work the same either way.",
  },
  {
    question: "Who can see my tasks and coach conversation?",
    answer:
      "Only you. The coach reads your tasks only while **Share my tasks with the coach** is on, and you can turn it off at any time. **Clear** deletes the conversation for good.",
  },
  {
    question: "The microphone does not work. What can I do?",
    answer:
      "Allow the microphone for this site (the icon at the left of the address bar), close other apps that may be using it, and try again. Firefox and Safari send the recording to the server to be written down after you press Stop, which takes a moment longer. More in [Voice Prompts](/app/docs/voice-prompts).",
  },
  {
    question: "How do I change or cancel my plan?",
    answer:
      "Open [Account](/app/account) and choose **Manage subscription**. Cancelling keeps your access until the end of the period you paid for. Every plan has a 24-hour money-back guarantee.",
  },
  {
    question: "Why was my community prompt not published?",
    answer:
      "Every shared prompt is reviewed first. Under **My submissions** in [Community Prompts](/app/community-prompts) you see its status and, if it was rejected, the moderator's note. Fix what the note says and share it again.",
  },
  {
    question: "How quickly will you answer my ticket?",
    answer:
      "Usually within one business day. We e-mail you when we answer, and the whole conversation stays here under **Your tickets**, where you can add details while it is open.",
  },
];
