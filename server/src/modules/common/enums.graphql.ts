// Enums that several modules' doors share (orders, quotes, settings, sales): defined once here,
// so no module imports another module's door for them.
import { builder } from "../../builder.js";
import { ProvisionMethod as ProvisionMethodValues } from "../../generated/prisma/enums.js";

export const ProvisionMethod = builder.enumType(ProvisionMethodValues, { name: "ProvisionMethod" });
export const TaxKindEnum = builder.enumType("TaxKind", { values: ["REDUCED", "STANDARD"] as const });
