import { describe, expect, it } from "vitest";
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  fromPrismaError,
  httpStatusOf,
  NotFoundError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from "./errors.js";
import { Prisma } from "./generated/prisma/client.js";

const prismaError = (code: string) =>
  new Prisma.PrismaClientKnownRequestError(`prisma ${code}`, { code, clientVersion: "7.10.0" });

describe("domain errors", () => {
  it("turns known Prisma failures into domain errors with Japanese messages", () => {
    expect(fromPrismaError(prismaError("P2002"))).toBeInstanceOf(ConflictError);
    expect(fromPrismaError(prismaError("P2003"))).toBeInstanceOf(ConflictError);
    expect(fromPrismaError(prismaError("P2025"))).toBeInstanceOf(NotFoundError);
    expect(fromPrismaError(prismaError("P2000"))).toBeInstanceOf(ValidationError);
    expect((fromPrismaError(prismaError("P2002")) as Error).message).toMatch(/すでに登録されています/);
  });

  it("leaves unknown Prisma codes and other errors alone, so they are masked", () => {
    const unknown = prismaError("P9999");
    expect(fromPrismaError(unknown)).toBe(unknown);
    const plain = new Error("boom");
    expect(fromPrismaError(plain)).toBe(plain);
    expect(httpStatusOf(plain)).toBe(500);
    expect(httpStatusOf(unknown)).toBe(500);
  });

  it("answers 503 when no database connection could be had (Prisma's pool, or pg's for placeOrder)", () => {
    // pg.Pool's own error when every connection stays busy past connectionTimeoutMillis.
    const poolTimeout = new Error("timeout exceeded when trying to connect");
    expect(fromPrismaError(poolTimeout)).toBeInstanceOf(ServiceUnavailableError);
    expect(httpStatusOf(poolTimeout)).toBe(503);
    expect(fromPrismaError(prismaError("P2024"))).toBeInstanceOf(ServiceUnavailableError);
  });

  it("maps each failure to its HTTP status for the REST adapter", () => {
    expect(httpStatusOf(new BadRequestError())).toBe(400);
    expect(httpStatusOf(new UnauthorizedError())).toBe(401);
    expect(httpStatusOf(new ForbiddenError())).toBe(403);
    expect(httpStatusOf(new NotFoundError())).toBe(404);
    expect(httpStatusOf(new ConflictError())).toBe(409);
    expect(httpStatusOf(new ValidationError())).toBe(422);
    expect(httpStatusOf(prismaError("P2025"))).toBe(404);
  });

  it("exposes the code, and field messages for validation, as GraphQL extensions", () => {
    expect(new NotFoundError().extensions).toEqual({ code: "NOT_FOUND" });
    expect(
      new ValidationError("だめです", { email: ["メールアドレスを正しく入力してください"] }).extensions,
    ).toEqual({
      code: "BAD_USER_INPUT",
      fieldErrors: { email: ["メールアドレスを正しく入力してください"] },
    });
  });
});
