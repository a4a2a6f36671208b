// Small helpers for the server's integration tests (the app itself comes from tests/setup).
import type { PrismaClient } from "../../../server/src/generated/prisma/client.js";

/**
 * A catalog whose every rule is visible in the answers: a takeout-only and a delivery-only
 * product, a hidden product, a hidden topping, a product taxed at the standard rate, prices
 * where rounding down and rounding to nearest differ (99 * 1.08 = 106.92), and two delivery
 * areas of which only the active one counts.
 */
export async function createRuleCatalog(prisma: PrismaClient) {
  await prisma.taxRate.createMany({
    data: [
      { kind: "REDUCED", rate: 8 },
      { kind: "STANDARD", rate: 10 },
    ],
    skipDuplicates: true,
  });
  const fried = await prisma.category.create({ data: { name: "からあげ", position: 1 } });
  const drinks = await prisma.category.create({ data: { name: "ドリンク", position: 2 } });
  const empty = await prisma.category.create({ data: { name: "準備中", position: 3 } });
  const sauce = await prisma.topping.create({
    data: { name: "特製ダレ", position: 1, options: { create: [{ name: "小", price: 99, position: 1 }] } },
  });
  const secret = await prisma.topping.create({
    data: {
      name: "非公開トッピング",
      isPublic: false,
      position: 2,
      options: { create: [{ name: "並", price: 50 }] },
    },
  });
  const set = await prisma.product.create({
    data: {
      name: "からあげ定番セット",
      categoryId: fried.id,
      price: 99,
      position: 1,
      tags: ["KARAAGE", "FAMILY"],
      badge: "POPULAR",
      options: {
        create: [
          { name: "10個", price: 1480, position: 2 },
          { name: "5個", price: 760, position: 1 },
        ],
      },
      toppings: { create: [{ toppingId: sauce.id }, { toppingId: secret.id }] },
      provision: { create: { startOn: new Date("2026-12-01"), endOn: new Date("2026-12-25") } },
    },
  });
  const takeoutOnly = await prisma.product.create({
    data: {
      name: "店頭限定ジャンボからあげ",
      categoryId: fried.id,
      price: 300,
      position: 2,
      isDelivery: false,
    },
  });
  const deliveryOnly = await prisma.product.create({
    data: {
      name: "デリバリー限定パーティーパック",
      categoryId: fried.id,
      price: 3000,
      position: 3,
      isTakeout: false,
    },
  });
  const hidden = await prisma.product.create({
    data: { name: "試作品からあげ", categoryId: fried.id, price: 500, position: 4, isPublic: false },
  });
  const cola = await prisma.product.create({
    data: { name: "コーラ", categoryId: drinks.id, price: 150, position: 1, taxKind: "STANDARD" },
  });
  await prisma.product.create({
    data: { name: "準備中の非公開商品", categoryId: empty.id, price: 100, isPublic: false },
  });
  await prisma.deliveryArea.createMany({
    data: [
      { name: "中区", postalCodes: ["7300011"], towns: [], fee: 300, minimumOrder: 1500, isActive: true },
      { name: "休止中エリア", postalCodes: [], towns: [], fee: 0, minimumOrder: 500, isActive: false },
    ],
  });
  return { fried, drinks, empty, sauce, secret, set, takeoutOnly, deliveryOnly, hidden, cola };
}
