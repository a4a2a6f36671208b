// An administrator's own second factor (decision 0049): thin doors to two-factor.service.ts.
import { builder } from "../../builder.js";
import { ConflictError, ValidationError } from "../../errors.js";
import { adminViewer } from "../auth/viewer.js";
import { ErrorInterface } from "../common/errors.graphql.js";
import { rereadAdministrator } from "./admin-account.service.js";
import { Administrator } from "./administrators.graphql.js";
import { SecondFactorRequiredError } from "./two-factor.js";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from "./two-factor.service.js";

builder.objectType(SecondFactorRequiredError, {
  name: "SecondFactorRequiredError",
  description: "The password was right; the authenticator app's code is needed to sign in",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof SecondFactorRequiredError,
});

const TwoFactorSetup = builder
  .objectRef<{ secret: string; uri: string; qrSvg: string }>("TwoFactorSetup")
  .implement({
    description: "What the authenticator app reads: a QR code, or the secret typed by hand",
    fields: (t) => ({
      secret: t.exposeString("secret", { description: "Base32, for typing into the app" }),
      uri: t.exposeString("uri", { description: "The otpauth:// URI the QR code holds" }),
      qrSvg: t.exposeString("qrSvg", { description: "The QR code as an SVG document" }),
    }),
  });

const TwoFactorRecoveryCodes = builder
  .objectRef<{ recoveryCodes: string[] }>("TwoFactorRecoveryCodes")
  .implement({
    fields: (t) => ({
      recoveryCodes: t.exposeStringList("recoveryCodes", {
        description: "Shown once: each signs in once in place of a code from the app",
      }),
    }),
  });

const errors = { types: [ValidationError, ConflictError] };

builder.mutationFields((t) => ({
  startTwoFactor: t.field({
    type: TwoFactorSetup,
    authScopes: { admin: true },
    errors,
    resolve: (_root, _args, ctx) => startTwoFactor(ctx, adminViewer(ctx).administratorId),
  }),
  confirmTwoFactor: t.field({
    type: TwoFactorRecoveryCodes,
    authScopes: { admin: true },
    errors,
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, { code }, ctx) => confirmTwoFactor(ctx, adminViewer(ctx).administratorId, code),
  }),
  disableTwoFactor: t.prismaField({
    type: Administrator,
    authScopes: { admin: true },
    errors,
    args: { password: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (query, _root, args, ctx) => {
      const { administratorId } = adminViewer(ctx);
      await disableTwoFactor(ctx, administratorId, args);
      return rereadAdministrator(ctx.prisma, administratorId, query);
    },
  }),
}));
