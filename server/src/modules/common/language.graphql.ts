// The storefront's languages as a GraphQL enum (issue 35, decision 0053): an order's `locale`.
import { builder } from "../../builder.js";
import { Language as LanguageValues } from "../../generated/prisma/enums.js";

export const LanguageEnum = builder.enumType(LanguageValues, {
  name: "Language",
  description: "ja (default), en, zh (Simplified Chinese), ko",
});
