// The shop's upcoming closed days, public (closures.service.ts).
import { builder } from "../../builder.js";
import { ProvisionMethod } from "../common/enums.graphql.js";
import { type Closure as ClosureShape, upcomingClosures } from "./closures.service.js";

const Closure = builder.objectRef<ClosureShape>("Closure").implement({
  description: "A day the shop does not take orders for (臨時休業 and the like), beyond its weekly holiday",
  fields: (t) => ({
    date: t.exposeString("date", { description: "Tokyo day, YYYY-MM-DD" }),
    reason: t.exposeString("reason", { nullable: true }),
    methods: t.field({ type: [ProvisionMethod], resolve: (c) => c.methods }),
  }),
});

builder.queryFields((t) => ({
  upcomingClosures: t.field({
    type: [Closure],
    description: "Closed days from today over the next month, earliest first",
    resolve: (_root, _args, ctx) => upcomingClosures(ctx.prisma, new Date()),
  }),
}));
