import { Wand2 } from "lucide-react";

import { EmptyState } from "../../../components/ui/query-state.tsx";

/** Everyday rough requests, to show what Genie does with one. */
export const exampleRequests = [
  "um so i need an email to my landlord, the heating's been broken for 2 weeks and it's like 12 degrees in the flat",
  "plan 3 days in Lisbon for me and my partner in october, we love food and walking, budget around 900 euros",
  "a workout plan, i have bad knees and only dumbbells, 3 days a week",
  "sql to find customers who haven't ordered in 90 days",
  "write a toast for my sister's wedding, funny but heartfelt, about 3 minutes",
];

/** What the screen shows before the first refinement: what Genie does, and requests to try. */
export function ExampleRequests({ onPick }: { onPick: (request: string) => void }) {
  return (
    <EmptyState
      icon={Wand2}
      title="Start with a rough request"
      description="Type it or dictate it as you'd say it. Genie works out what you're asking for and turns it into a structured prompt, keeping every name, number and date. Try one:"
    >
      <ul className="mt-2 flex flex-col gap-2 text-left">
        {exampleRequests.map((request) => (
          <li key={request}>
            <button
              type="button"
              className="w-full rounded-md border border-border px-3 py-2 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              onClick={() => onPick(request)}
            >
              {request}
            </button>
          </li>
        ))}
      </ul>
    </EmptyState>
  );
}
