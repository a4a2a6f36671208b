// Delivery areas for the back office (the public list is Query.deliveryAreas in provision).
import { builder } from "../../builder.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import {
  createDeliveryArea,
  deleteDeliveryArea,
  findDeliveryArea,
  updateDeliveryArea,
} from "./delivery-areas.service.js";

builder.prismaObjectFields("DeliveryArea", (t) => ({
  isActive: t.exposeBoolean("isActive"),
  position: t.exposeInt("position"),
}));

const DeliveryAreaInput = builder.inputType("DeliveryAreaInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    postalCodes: t.stringList({ description: "7 digits each" }),
    towns: t.stringList({ description: "Address prefixes such as 広島市中区紙屋町" }),
    fee: t.int({ required: true, description: "Yen, tax-exclusive" }),
    minimumOrder: t.int({ required: true, description: "Yen, tax-inclusive item total" }),
    isActive: t.boolean(),
    position: t.int(),
  }),
});

const clean = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));

builder.queryFields((t) => ({
  adminDeliveryAreas: t.prismaField({
    type: ["DeliveryArea"],
    authScopes: { admin: true },
    description: "Every area, inactive ones too",
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.deliveryArea.findMany({ ...query, orderBy: [{ position: "asc" }, { id: "asc" }] }),
  }),
}));

builder.mutationFields((t) => ({
  createDeliveryArea: t.prismaField({
    type: "DeliveryArea",
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    args: { input: t.arg({ type: DeliveryAreaInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const area = await createDeliveryArea(ctx, clean(args.input));
      return ctx.prisma.deliveryArea.findUniqueOrThrow({ ...query, where: { id: area.id } });
    },
  }),
  updateDeliveryArea: t.prismaField({
    type: "DeliveryArea",
    authScopes: { admin: true },
    errors: { types: [ValidationError, NotFoundError] },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DeliveryAreaInput, required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await findDeliveryArea(ctx.prisma, String(args.id));
      await updateDeliveryArea(ctx, id, clean(args.input));
      return ctx.prisma.deliveryArea.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  deleteDeliveryArea: t.field({
    type: "ID",
    authScopes: { admin: true },
    errors: { types: [NotFoundError] },
    description: "Answers the deleted area's id",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id } = await findDeliveryArea(ctx.prisma, String(args.id));
      return String((await deleteDeliveryArea(ctx, id)).id);
    },
  }),
}));
