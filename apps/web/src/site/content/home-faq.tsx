import { limits } from "@promptloom/contracts/limits";

import { paths } from "../../config/paths.ts";
import type { FaqItem } from "../sections/faq-list.tsx";

/** What visitors ask before they subscribe. */
export const homeFaq: FaqItem[] = [
  {
    question: "Which AI tools do the prompts work with?",
    answer: (
      <p>
        Any tool that takes a text prompt. Text prompts work in ChatGPT, Claude, Gemini, Microsoft Copilot, Perplexity
        and local models; image prompts work in Midjourney, DALL·E, Stable Diffusion, Flux and similar generators. A
        prompt is plain text: you copy it and paste it where you already work.
      </p>
    ),
  },
  {
    question: "Do I need an OpenAI account or an API key?",
    answer: (
      <p>
        No. Promptloom writes and stores your prompts; you copy them into the AI tool you already use, on whatever plan
        you have there, free or paid. There is nothing to connect and no API key to enter.
      </p>
    ),
  },
  {
    question: "How does the voice prompt generator work?",
    answer: (
      <>
        <p>
          Tap the microphone button, available on every screen of the members area, and describe your task out loud. You
          can speak up to {limits.voiceTextLimit} characters; recording stops when you press Stop or after 15 seconds of
          silence.
        </p>
        <p>
          Your browser transcribes what you say as you speak. If it cannot, the recording is transcribed on our server
          instead. Promptloom then turns the transcript into a polished prompt and shows it in a dialog where you can
          edit it, copy it or save it. Your browser will ask for permission to use the microphone the first time.
        </p>
      </>
    ),
  },
  {
    question: "What happens when I cancel?",
    answer: (
      <p>
        You can cancel at any time from Account → Manage subscription in the members area. You will not be charged
        again, and you keep full access until the end of the period you have already paid for. Your account and saved
        prompts stay, so they are still there if you subscribe again.
      </p>
    ),
  },
  {
    question: "How does the 24-hour money-back guarantee work?",
    answer: (
      <p>
        If Promptloom is not for you, ask for a refund within 24 hours of your first payment, through the{" "}
        <a href={paths.support}>support form</a> or by e-mail, and we refund the full amount to the card you paid with.
        Your access ends when the refund is issued. The <a href={paths.refund}>refund policy</a> has the details.
      </p>
    ),
  },
  {
    question: "Is my data private?",
    answer: (
      <p>
        Yes. Your saved prompts are visible only to you unless you choose to share one in the community library. We do
        not sell your data or use your prompts to advertise to you. Payments are handled by Stripe, so we never see your
        card number. The <a href={paths.privacy}>privacy policy</a> lists exactly what we store and why.
      </p>
    ),
  },
  {
    question: "Can I use the prompts commercially?",
    answer: (
      <p>
        Yes. You can use the prompts you create and the prompts from the library in your own work, including work for
        clients and products you sell. What you cannot do is copy and resell or republish the library itself. What an AI
        tool produces from a prompt is covered by that tool&apos;s own terms. See the{" "}
        <a href={paths.terms}>terms of service</a>.
      </p>
    ),
  },
];
