import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { MemberScreen } from "../../../components/layouts/member-screen.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { screens } from "../../../config/app-screens.ts";
import { useSession } from "../../../entities/session/session.ts";
import { UsageOverview } from "../../../features/usage/components/usage-overview.tsx";
import { dashboardGreeting } from "../../../features/usage/dashboard-greeting.ts";
import { useLiveUsageSummary } from "../../../features/usage/use-live-usage-summary.ts";
import { NewVoicePromptButton } from "../../../features/voice/components/new-voice-prompt-button.tsx";
import { useMemberOutlet } from "./member-outlet-context.ts";

const quickActions = [screens.library, screens.genie, screens.voicePrompts, screens.savedPrompts];

/** /app/dashboard: the landing screen after sign-in, with the live hours saved. */
export function Component() {
  const { user } = useSession();
  const { openVoiceCapture } = useMemberOutlet();
  const firstName = user?.name.split(" ")[0];
  const usage = useLiveUsageSummary();
  return (
    <MemberScreen
      screen={screens.dashboard}
      width="medium"
      description={dashboardGreeting(firstName, usage.data)}
      actions={<NewVoicePromptButton onClick={openVoiceCapture} />}
    >
      <UsageOverview />
      <div>
        <h2 className="mb-3 text-sm font-medium text-muted-foreground">Quick actions</h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {quickActions.map((screen) => {
            const Icon = screen.icon;
            return (
              <li key={screen.path}>
                <Link to={screen.path} className="group block rounded-lg focus-visible:ring-2 focus-visible:ring-ring">
                  <Card className="h-full transition-colors group-hover:border-primary/60">
                    <CardHeader>
                      <div className="flex items-center gap-3">
                        <span className="flex size-9 items-center justify-center rounded-md bg-accent text-accent-foreground">
                          <Icon aria-hidden="true" className="size-4" />
                        </span>
                        <CardTitle as="h3" className="text-base">
                          {screen.title}
                        </CardTitle>
                        <ArrowRight aria-hidden="true" className="ml-auto size-4 text-muted-foreground" />
                      </div>
                      <CardDescription>{screen.description}</CardDescription>
                    </CardHeader>
                  </Card>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </MemberScreen>
  );
}
