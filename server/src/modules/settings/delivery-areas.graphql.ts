// Delivery areas for the back office (the public list is Query.deliveryAreas in provision).
import { builder } from "../../builder.js";
import { NotFoundError, ValidationError } from "../../errors.js";
import { DeliveryArea } from "../provision/provision.graphql.js";
import {
  createDeliveryArea,
  deleteDeliveryArea,
  findDeliveryArea,
  listAllDeliveryAreas,
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
    resolve: (query, _root, _args, ctx) => listAllDeliveryAreas(ctx.prisma, query),
  }),
}));

builder.mutationFields((t) => ({
  // t.field, not prismaField: a selection of only __typename would make an empty Prisma select.
  createDeliveryArea: t.field({
    type: DeliveryArea,
    authScopes: { admin: true },
    errors: { types: [ValidationError] },
    args: { input: t.arg({ type: DeliveryAreaInput, required: true }) },
    resolve: (_root, args, ctx) => createDeliveryArea(ctx, clean(args.input)),
  }),
  updateDeliveryArea: t.field({
    type: DeliveryArea,
    authScopes: { admin: true },
    errors: { types: [ValidationError, NotFoundError] },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DeliveryAreaInput, required: true }) },
    resolve: async (_root, args, ctx) =>
      updateDeliveryArea(ctx, (await findDeliveryArea(ctx.prisma, String(args.id))).id, clean(args.input)),
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
