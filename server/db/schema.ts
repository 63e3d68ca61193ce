import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type {
  EmiDefaultsSchema,
  FaqSchema,
  LoanServiceColor,
  LoanServiceIcon,
} from "../loan-services/loan-service.schema";
import type { z } from "zod";

export const loanServices = pgTable("loan_services", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  icon: text("icon").$type<LoanServiceIcon>().notNull().default("building"),
  color: text("color").$type<LoanServiceColor>().notNull().default("blue"),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  summary: text("summary").notNull().default(""),
  features: jsonb("features")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  eligibility: jsonb("eligibility")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  documents: jsonb("documents")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  faqs: jsonb("faqs")
    .$type<z.infer<typeof FaqSchema>[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  interestRate: text("interest_rate").notNull().default(""),
  loanAmount: text("loan_amount").notNull().default(""),
  tenure: text("tenure").notNull().default(""),
  emiDefaults: jsonb("emi_defaults").$type<z.infer<typeof EmiDefaultsSchema> | null>(),
  seoTitle: text("seo_title").notNull().default(""),
  seoDescription: text("seo_description").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Site-wide settings as one JSON document per key (validated by the settings module). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
