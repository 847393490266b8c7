import { subscriptionStatuses } from "@promptloom/contracts/billing";
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth.ts";

/** The payment provider's customer for each user, so every checkout reuses it. */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    customerId: text("customer_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("billing_customers_provider_customer_idx").on(table.provider, table.customerId)],
);

/** Our copy of each subscription as the provider last reported it; profiles.is_paid follows from these. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    plan: text("plan"),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When it stopped granting access (null while it does), for churn figures. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_provider_subscription_idx").on(table.provider, table.providerSubscriptionId),
    index("subscriptions_user_idx").on(table.userId),
  ],
);

/** Every provider event applied, recorded in the same transaction as its effect: a repeat is a no-op. */
export const processedWebhookEvents = pgTable("processed_webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The demo provider's own records: what Stripe would hold for a checkout session. */
export const demoCheckoutSessions = pgTable("demo_checkout_sessions", {
  id: text("id").primaryKey(),
  customerId: text("customer_id"),
  userId: text("user_id"),
  email: text("email").notNull(),
  plan: text("plan").notNull(),
  status: text("status").notNull().default("open"),
  subscriptionId: text("subscription_id"),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The demo provider's own records: what Stripe would hold for a subscription. */
export const demoSubscriptions = pgTable(
  "demo_subscriptions",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    plan: text("plan").notNull(),
    status: text("status", { enum: subscriptionStatuses }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("demo_subscriptions_customer_idx").on(table.customerId)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type DemoSubscriptionRow = typeof demoSubscriptions.$inferSelect;
