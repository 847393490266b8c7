import type { Providers } from "../app-deps.ts";
import type { Auth } from "../auth/create-auth.ts";
import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { seedAutomationTemplates } from "../features/automations/seed-automation-templates.ts";
import { seedLibrary } from "../features/library/seed-library.ts";
import { seedResources } from "../features/resources/seed-resources.ts";
import { seedStudio } from "../features/studio/seed-studio.ts";
import type { Logger } from "../logger.ts";
import { seedAccounts } from "../seed/seed-accounts.ts";

/**
 * What a fresh install needs and an existing one gains on start: the admin (and demo) account,
 * then the starter content each tool offers once (never re-adding what an admin deleted).
 */
export const seedFirstStart = async (options: {
  env: Env;
  db: Database;
  auth: Auth;
  providers: Pick<Providers, "mail" | "storage">;
  baseUrl: string;
  logger: Logger;
}) => {
  const { env, db, auth, providers, baseUrl, logger } = options;
  await seedAccounts({
    db,
    auth,
    logger,
    mail: providers.mail,
    baseUrl,
    isProduction: env.NODE_ENV === "production",
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    demo: env.SEED_DEMO ? { email: env.DEMO_EMAIL, password: env.DEMO_PASSWORD } : null,
  });
  await seedLibrary({ db, logger });
  await seedStudio({ db, logger });
  await seedAutomationTemplates({ db, logger });
  await seedResources({ db, storage: providers.storage, logger });
};
