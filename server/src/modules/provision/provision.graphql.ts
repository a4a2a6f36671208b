// Browsing data for the order form: selectable times, whether orders are taken today, and
// delivery areas. Public (no auth scopes): the spec lets anyone see them.
import { builder } from "../../builder.js";
import { priceWithTax } from "../catalog/catalog.service.js";
import { ProvisionMethod } from "../common/enums.graphql.js";
import { deliveryAreas, matchDeliveryArea } from "./delivery-area-match.service.js";
import {
  type DisplayTimes as DisplayTimesShape,
  displayTimes,
  type MethodReceptionState,
  receptionStates,
  takeoutAvailability,
} from "./provision.service.js";
import type { OrderingTimes } from "./reception-messages.js";
import type { DaySlots, Slot } from "./slots.js";

const ReceptionReason = builder.enumType("ReceptionReason", {
  values: ["OPEN", "PAUSED", "CLOSED_TODAY", "BEFORE_OPENING", "AFTER_LAST_ORDER", "FULL"] as const,
});

const ProvisionSlot = builder.objectRef<Slot>("ProvisionSlot").implement({
  fields: (t) => ({
    startsAt: t.expose("startsAt", { type: "DateTime" }),
    endsAt: t.expose("endsAt", { type: "DateTime" }),
    label: t.exposeString("label", { description: "Start time in Tokyo, e.g. 11:15" }),
    remaining: t.exposeInt("remaining", { description: "Orders this slot can still take" }),
    available: t.exposeBoolean("available"),
  }),
});

const ProvisionDay = builder.objectRef<DaySlots>("ProvisionDay").implement({
  fields: (t) => ({
    date: t.exposeString("date", { description: "Tokyo day, YYYY-MM-DD" }),
    weekday: t.exposeInt("weekday", { description: "0 Sunday .. 6 Saturday" }),
    slots: t.field({ type: [ProvisionSlot], resolve: (day) => day.slots }),
  }),
});

const DisplayTimes = builder.objectRef<DisplayTimesShape>("DisplayTimes").implement({
  fields: (t) => ({
    days: t.field({
      type: [ProvisionDay],
      description: "Days from today on with a selectable slot; only selectable slots are listed",
      resolve: (times) => times.days,
    }),
    today: t.field({ type: ProvisionDay, resolve: (times) => times.today }),
  }),
});

const OrderingTimesRef = builder.objectRef<OrderingTimes>("OrderingTimes").implement({
  description: "Until when a same-day order is taken, and the last handover (Tokyo, H:MM)",
  fields: (t) => ({
    until: t.exposeString("until"),
    last: t.exposeString("last"),
  }),
});

export const ReceptionState = builder.objectRef<MethodReceptionState>("ReceptionState").implement({
  fields: (t) => ({
    method: t.field({ type: ProvisionMethod, resolve: (state) => state.method }),
    acceptingToday: t.exposeBoolean("acceptingToday"),
    reason: t.field({ type: ReceptionReason, resolve: (state) => state.reason }),
    message: t.exposeString("message", { description: "Japanese, ready to show" }),
    nextSlot: t.field({ type: ProvisionSlot, nullable: true, resolve: (state) => state.nextSlot }),
    resumesAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "While paused: when orders are taken again by themselves (read the states again then)",
      resolve: (state) => state.resumesAt,
    }),
    busyMinutes: t.exposeInt("busyMinutes", {
      description: "Minutes the shop's busy mode adds to the lead time",
    }),
    orderingHours: t.exposeString("orderingHours", {
      nullable: true,
      description: "「当日のご注文は20:10まで（最終のお受け取り 20:30）」, from the same hours as the slots",
    }),
    orderingTimes: t.field({
      type: OrderingTimesRef,
      nullable: true,
      description: "orderingHours as times, for the customer's language",
      resolve: (state) => state.orderingTimes,
    }),
  }),
});

export const DeliveryArea = builder.prismaObject("DeliveryArea", {
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    postalCodes: t.exposeStringList("postalCodes"),
    towns: t.exposeStringList("towns"),
    fee: t.exposeInt("fee", { description: "Yen, tax-exclusive" }),
    feeWithTax: t.int({ resolve: (area, _args, ctx) => priceWithTax(ctx, area.fee, "STANDARD") }),
    minimumOrder: t.exposeInt("minimumOrder", { description: "Yen, tax-inclusive item total" }),
  }),
});

builder.queryFields((t) => ({
  displayTimes: t.field({
    type: DisplayTimes,
    args: {
      method: t.arg({ type: ProvisionMethod, required: true }),
      units: t.arg.int({
        description: "The cart's kitchen units (the quote's kitchenUnits): only slots with room for them",
      }),
    },
    resolve: (_root, args, ctx) =>
      displayTimes(ctx, args.method, new Date(), Math.min(Math.max(args.units ?? 0, 0), 1_000_000)),
  }),
  receptionStates: t.field({
    type: [ReceptionState],
    resolve: (_root, _args, ctx) => receptionStates(ctx, new Date()),
  }),
  takeoutAvailable: t.boolean({
    description: "Takeout can be booked now, today or on a later bookable day",
    resolve: (_root, _args, ctx) => takeoutAvailability(ctx, new Date()),
  }),
  deliveryAreas: t.prismaField({
    type: [DeliveryArea],
    resolve: (query, _root, _args, ctx) => deliveryAreas(ctx.prisma, query),
  }),
  deliveryAreaFor: t.prismaField({
    type: DeliveryArea,
    nullable: true,
    description: "The active area that delivers to this address: postal code first, then the address",
    args: { postalCode: t.arg.string(), address: t.arg.string() },
    resolve: (_query, _root, args, ctx) => matchDeliveryArea(ctx.prisma, args),
  }),
}));
