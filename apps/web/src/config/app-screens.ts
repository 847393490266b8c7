import {
  Activity,
  BarChart3,
  Bookmark,
  BookOpen,
  Bot,
  Camera,
  FileText,
  Image,
  Images,
  LayoutDashboard,
  Library,
  LifeBuoy,
  MessageCircle,
  Mic,
  Palette,
  Puzzle,
  Settings,
  Shield,
  Sparkles,
  Star,
  Users,
  Wand2,
  Workflow,
  type LucideIcon,
} from "lucide-react";

/** One screen of the members area: where it lives, how the sidebar labels it, what it is for. */
export type AppScreen = {
  path: string;
  label: string;
  title: string;
  description: string;
  icon: LucideIcon;
};

const screen = (path: string, label: string, icon: LucideIcon, description: string, title = label): AppScreen => ({
  path: `/app/${path}`,
  label,
  title,
  description,
  icon,
});

export const screens = {
  dashboard: screen("dashboard", "Dashboard", LayoutDashboard, "Your hours saved, recent activity and quick actions."),
  library: screen(
    "library",
    "Prompt Library",
    Library,
    "Search the expert-curated library and reuse prompts in seconds.",
  ),
  aiCoach: screen("ai-coach", "AI Coach", Bot, "Your personal productivity coach and planner."),
  genie: screen("genie", "AI Genie", Wand2, "Turn a rough idea into a polished, structured prompt."),
  automations: screen("automations", "Automations", Workflow, "Plug-and-play n8n automations you can import and run."),
  extensionConnect: screen(
    "extension/connect",
    "Connect the extension",
    Puzzle,
    "The Promptloom browser extension asks to use your prompts.",
  ),
  voicePrompts: screen("voice-prompts", "Voice Prompts", Mic, "Prompts you created by speaking a task."),
  savedPrompts: screen("saved-prompts", "My Prompts", Bookmark, "Every prompt you saved, organised in folders."),
  promptStudio: screen("prompt-studio", "Prompt Studio", Sparkles, "Build detailed image prompts step by step."),
  photoStudio: screen(
    "photo-studio",
    "Photo Studio",
    Camera,
    "Describe a photo and get prompts that recreate its style.",
  ),
  imagePrompts: screen("image-prompts", "Image Prompts", Image, "Curated prompts for image models, with examples."),
  textPrompts: screen(
    "text-prompts",
    "Text Prompts",
    FileText,
    "Curated prompts for writing, business, coding and more.",
  ),
  communityPrompts: screen(
    "community-prompts",
    "Community Prompts",
    Users,
    "Prompts shared by members, voted by members.",
  ),
  community: screen("community", "Discord", MessageCircle, "Join the members' Discord community.", "Discord Community"),
  resources: screen("resources", "Resources", BookOpen, "Guides, templates and references for better prompting."),
  docs: screen("docs", "Documentation", FileText, "How every Promptloom tool works."),
  support: screen("support", "Support", LifeBuoy, "Answers to common questions and a way to reach us."),
  account: screen("account", "Account", Settings, "Your plan, billing, profile and password."),
  adminOverview: screen("admin", "Overview", Shield, "The state of the product at a glance.", "Admin Overview"),
  adminAnalytics: screen("admin/analytics", "Analytics", BarChart3, "Sign-ups, subscriptions and usage over time."),
  adminUsers: screen("admin/users", "Users", Users, "Find members and manage their access."),
  adminPrompts: screen("admin/prompts", "Prompts", Library, "Manage the curated prompt library."),
  adminImagePrompts: screen(
    "admin/image-prompts",
    "Image Prompts",
    Images,
    "Manage curated image prompts and examples.",
  ),
  adminPromptStudio: screen("admin/prompt-studio", "Prompt Studio", Sparkles, "Configure the Prompt Studio's options."),
  adminPhotoStudio: screen("admin/photo-studio", "Photo Studio", Camera, "Configure the Photo Studio."),
  adminCommunityPrompts: screen(
    "admin/community-prompts",
    "Community Prompts",
    Star,
    "Review, approve and moderate submissions.",
  ),
  adminAiCoach: screen("admin/ai-coach", "AI Coach", Bot, "Configure the AI Coach."),
  adminAutomations: screen("admin/automations", "Automations", Workflow, "Publish and update n8n automations."),
  adminFeaturesHero: screen(
    "admin/features-hero",
    "Features Hero",
    Activity,
    "Edit the features hero on the marketing site.",
  ),
  adminColors: screen("admin/colors", "Colors", Palette, "Edit the shared dark theme."),
  adminDiscord: screen("admin/discord", "Discord", MessageCircle, "Set the Discord invite link and channel info."),
  adminSupport: screen(
    "admin/support",
    "Support tickets",
    LifeBuoy,
    "Answer members' tickets and contact-form messages.",
  ),
  adminResources: screen(
    "admin/resources",
    "Resources admin",
    BookOpen,
    "Write guides and cheat sheets, attach downloads.",
  ),
} satisfies Record<string, AppScreen>;

export type NavGroup = {
  id: "main" | "image-tools" | "community" | "admin" | "account";
  label: string;
  collapsible: boolean;
  defaultOpen: boolean;
  adminOnly: boolean;
  items: AppScreen[];
};

/** The sidebar, exactly as the specification groups it. */
export const navGroups: NavGroup[] = [
  {
    id: "main",
    label: "Main",
    collapsible: false,
    defaultOpen: true,
    adminOnly: false,
    items: [
      screens.dashboard,
      screens.library,
      screens.aiCoach,
      screens.genie,
      screens.automations,
      screens.voicePrompts,
      screens.savedPrompts,
    ],
  },
  {
    id: "image-tools",
    label: "Image Tools",
    collapsible: true,
    defaultOpen: true,
    adminOnly: false,
    items: [screens.promptStudio, screens.photoStudio, screens.imagePrompts],
  },
  {
    id: "community",
    label: "Community",
    collapsible: true,
    defaultOpen: false,
    adminOnly: false,
    items: [screens.communityPrompts, screens.community, screens.resources],
  },
  {
    id: "admin",
    label: "Admin Panel",
    collapsible: true,
    defaultOpen: false,
    adminOnly: true,
    items: [
      screens.adminOverview,
      screens.adminAnalytics,
      screens.adminUsers,
      screens.adminPrompts,
      screens.adminImagePrompts,
      screens.adminPromptStudio,
      screens.adminPhotoStudio,
      screens.adminCommunityPrompts,
      screens.adminSupport,
      screens.adminResources,
      screens.adminAiCoach,
      screens.adminAutomations,
      screens.adminFeaturesHero,
      screens.adminColors,
      screens.adminDiscord,
    ],
  },
  {
    id: "account",
    label: "Account",
    collapsible: false,
    defaultOpen: true,
    adminOnly: false,
    items: [screens.docs, screens.support, screens.account],
  },
];

export const allScreens: AppScreen[] = Object.values(screens);

const isAdminScreen = (screen: AppScreen) => screen.path === "/app/admin" || screen.path.startsWith("/app/admin/");

/** The admin area's screens (routed behind the admin guard) and everyone else's. */
export const adminScreens: AppScreen[] = allScreens.filter(isAdminScreen);
export const memberScreens: AppScreen[] = allScreens.filter((screen) => !isAdminScreen(screen));
