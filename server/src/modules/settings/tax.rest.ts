// The spec's GET /api/admin/taxes/{id}/edit and PUT /api/admin/taxes/{id} {tax} answering
// tax_rate (the menu's rate, as POST /api/products answers it), plus
// PUT /api/admin/invoice_registration {invoice_registration_number}. {id} is a TaxRate row's id
// or reduced / standard. Writes are OWNER only (the service checks).
import { Hono } from "hono";
import { ValidationError } from "../../errors.js";
import { refuseUnknownFields } from "../../rest/known-fields.js";
import { type RestContext, type RestEnv, readJson } from "../../rest/rest.js";
import {
  type TaxSettings,
  taxKindOf,
  taxSettings,
  updateInvoiceRegistration,
  updateTaxRate,
} from "./tax.service.js";

function restTax(settings: TaxSettings, kind: string) {
  const rate = settings.rates.find((r) => r.kind === kind) ?? settings.rates[0]!;
  return {
    tax: {
      id: rate.id,
      kind: rate.kind.toLowerCase(),
      tax_rate: rate.rate,
      scheduled: rate.scheduled.map((s) => ({ tax_rate: s.rate, effective_from: s.effectiveFrom })),
    },
    tax_rate: settings.rates.find((r) => r.kind === "REDUCED")?.rate,
    taxes: settings.rates.map((r) => ({ id: r.id, kind: r.kind.toLowerCase(), tax_rate: r.rate })),
    invoice_registration_number: settings.invoiceRegistrationNumber,
  };
}

const record = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const kindOf = (c: RestContext) => taxKindOf(c.get("ctx").prisma, c.req.param("id") ?? "");

export const taxRoutes = new Hono<RestEnv>()
  .get("/admin/taxes/:id/edit", async (c) => {
    const kind = await kindOf(c);
    return c.json(restTax(await taxSettings(c.get("ctx").prisma), kind));
  })
  .put("/admin/taxes/:id", async (c) => {
    const kind = await kindOf(c);
    const body = await readJson(c);
    const tax = record(body.tax);
    if (!tax) throw new ValidationError("tax を送信してください", { tax: ["tax を送信してください"] });
    // Fields the update does not take are refused by name; the edit answer's own fields may come
    // back unchanged.
    const edit = restTax(await taxSettings(c.get("ctx").prisma), kind);
    const { tax: shown, ...around } = edit;
    refuseUnknownFields(body, { takes: ["tax"], echoes: around });
    const { id, kind: shownKind, scheduled } = shown;
    refuseUnknownFields(
      tax,
      { takes: ["tax_rate", "effective_from"], echoes: { id, kind: shownKind, scheduled } },
      "tax.",
    );
    const settings = await updateTaxRate(c.get("ctx"), kind, {
      rate: tax.tax_rate,
      effectiveFrom: tax.effective_from ?? null,
    });
    return c.json(restTax(settings, kind));
  })
  .put("/admin/invoice_registration", async (c) => {
    const body = await readJson(c);
    const settings = await updateInvoiceRegistration(c.get("ctx"), {
      invoiceRegistrationNumber: body.invoice_registration_number,
    });
    return c.json({ invoice_registration_number: settings.invoiceRegistrationNumber });
  });
