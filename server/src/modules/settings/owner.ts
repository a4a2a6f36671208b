// OWNER-only operations (tax, invoice registration, administrators): STAFF may read, not write.
// GraphQL declares `authScopes: { owner: true }`; services check again so REST obeys the same rule.
import type { Context } from "../../context.js";
import { ForbiddenError } from "../../errors.js";
import { adminViewer } from "../auth/viewer.js";

export const OWNER_ONLY_MESSAGE = "この操作はオーナーのみ行えます";

export function ownerViewer(ctx: Pick<Context, "viewer">) {
  const viewer = adminViewer(ctx);
  if (viewer.role !== "OWNER") throw new ForbiddenError(OWNER_ONLY_MESSAGE);
  return viewer;
}

/** The signed-in administrator's name, recorded beside what they changed. */
export async function adminName(ctx: Pick<Context, "viewer" | "prisma">): Promise<string> {
  const viewer = adminViewer(ctx);
  const admin = await ctx.prisma.administrator.findUnique({
    where: { id: viewer.administratorId },
    select: { name: true },
  });
  return admin?.name ?? viewer.uid;
}
