// The shop's CloudPRNT printers, registered by the owner: each gets its own secret, shown once.
import { z } from "../../../../shared/zod-ja.js";
import { isUniqueViolation } from "../../db/sql-statement.js";
import { ConflictError, NotFoundError, ValidationError } from "../../errors.js";
import type { PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import { sha256 } from "../order/order-secrets.js";
import { newPrinterSecret, normalizeMac } from "./cloudprnt.service.js";

export const PRINTER_MESSAGES = {
  name: "プリンター名を1〜30文字で入力してください",
  mac: "MACアドレスを 00:11:62:12:34:56 の形で入力してください（プリンターの設定ページに記載）",
  taken: "このMACアドレスのプリンターは登録済みです",
  notFound: "プリンターが見つかりませんでした",
} as const;

const printerSchema = z.object({
  name: z
    .string({ error: PRINTER_MESSAGES.name })
    .trim()
    .min(1, PRINTER_MESSAGES.name)
    .max(30, PRINTER_MESSAGES.name),
  mac: z.string({ error: PRINTER_MESSAGES.mac }).max(64, PRINTER_MESSAGES.mac),
});

/** Registers a printer; its secret (the CloudPRNT password to set in the printer) is returned once. */
export async function registerPrinter(prisma: PrismaClient, raw: unknown) {
  const input = parseInput(printerSchema, raw);
  const mac = normalizeMac(input.mac);
  if (!mac) throw new ValidationError(PRINTER_MESSAGES.mac, { mac: [PRINTER_MESSAGES.mac] });
  const secret = newPrinterSecret();
  try {
    const printer = await prisma.printer.create({
      data: { name: input.name, mac, secretHash: sha256(secret) },
    });
    return { printer, secret };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(PRINTER_MESSAGES.taken);
    throw error;
  }
}

/** Removes a printer; the jobs it held go back to the others. */
export async function removePrinter(prisma: PrismaClient, id: number) {
  const found = await prisma.printer.findUnique({ where: { id } });
  if (!found) throw new NotFoundError(PRINTER_MESSAGES.notFound);
  await prisma.printer.delete({ where: { id } });
  return found;
}
