import { builder } from "../../builder.js";
import { addressesByPostalCode, type PostalAddress } from "./address.service.js";

const Address = builder.objectRef<PostalAddress>("Address").implement({
  description: "One address for a postal code (Japan Post data, zipcloud's field names)",
  fields: (t) => ({
    zipcode: t.exposeString("zipcode"),
    prefcode: t.exposeString("prefcode", { description: "Prefecture id as text, e.g. 34" }),
    prefectureId: t.int({ resolve: (a) => Number(a.prefcode) }),
    address1: t.exposeString("address1", { description: "Prefecture" }),
    address2: t.exposeString("address2", { description: "City" }),
    address3: t.exposeString("address3", { description: "Town" }),
    kana1: t.exposeString("kana1"),
    kana2: t.exposeString("kana2"),
    kana3: t.exposeString("kana3"),
  }),
});

builder.queryField("addressByPostalCode", (t) =>
  t.field({
    type: [Address],
    description: "Addresses for a 7-digit postal code; empty when unknown, an error when malformed",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args) => addressesByPostalCode(args.code),
  }),
);
