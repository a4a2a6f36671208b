// Customer accounts: sign-up with mail confirmation, sign-in, profile, password reset.
// Both front doors (GraphQL and /api/auth) call these functions.
import {
  ACCOUNT_MESSAGES,
  customerUpdateSchema,
  emailOnlySchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  signInSchema,
  signUpSchema,
} from "../../../../shared/account.js";
import { type Language, localizedPath } from "../../../../shared/i18n/languages.js";
import { splitLanguage } from "../../../../shared/i18n/url-language.js";
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from "../../errors.js";
import type { Customer, Prisma, PrismaClient } from "../../generated/prisma/client.js";
import { parseInput } from "../../lib/parse.js";
import type { Mailer } from "../../mail/mail.js";
import { accountLinkMail, accountPageUrl } from "./account-mail.js";
import { EMAIL_TAKEN, requestEmailChange } from "./email-change.service.js";
import { createOneTimeToken, oneTimeTokenCustomer, redeemOneTimeToken } from "./one-time-tokens.js";
import { hashPassword, verifyPassword, verifyPasswordAgainstNothing } from "./password.js";
import { type SessionEventPubSub, sessionsChanged } from "./session-events.js";
import { assertSignInAllowed, recordSignInFailure } from "./sign-in-throttle.js";
import { type IssuedToken, issueToken, revokeAllTokens, revokeToken } from "./tokens.js";

/** Changing the e-mail or the password without the current one: asked for, not called wrong. */
export const currentPasswordMissing = () =>
  new ValidationError(ACCOUNT_MESSAGES.currentPasswordRequired, {
    currentPassword: [ACCOUNT_MESSAGES.currentPasswordRequired],
  });

export interface AccountDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  /** This site's origin and base, e.g. https://karaage.example */
  publicUrl: string;
  now?: () => Date;
  /** Announces ended sessions to live WebSockets (decision 0021). */
  pubsub?: SessionEventPubSub;
  /** The language of the visitor asking (issue 35): its mails are in it. Absent: Japanese. */
  language?: Language;
}

export const SIGN_IN_FAILED = "メールアドレスまたはパスワードが正しくありません";
export const ALREADY_CONFIRMED = "このメールアドレスは確認済みです。ログインしてご利用ください";
export const NOT_CONFIRMED =
  "メールアドレスの確認が済んでいません。届いたメールのリンクから登録を完了してください";

const now = (deps: AccountDeps) => deps.now?.() ?? new Date();

/** The token and its mail in one transaction (`tx`): the mail is queued only with its token. */
async function sendConfirmation(deps: AccountDeps, tx: Prisma.TransactionClient, customer: Customer) {
  const token = await createOneTimeToken(tx, customer.id, "CONFIRM_EMAIL", now(deps));
  const language = deps.language ?? "ja";
  const url = accountPageUrl(deps.publicUrl, language, "/confirm/signup");
  url.searchParams.set("confirmation_token", token);
  await deps.mailer.send(accountLinkMail(language, "signup", customer.email, customer, url.toString()), {
    tx,
  });
}

export async function signUp(deps: AccountDeps, raw: unknown): Promise<Customer> {
  const { password, passwordConfirmation: _, ...input } = parseInput(signUpSchema, raw);
  const taken = await deps.prisma.customer.findUnique({ where: { email: input.email } });
  if (taken) {
    throw new ValidationError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
  const passwordHash = await hashPassword(password);
  return deps.prisma.$transaction(async (tx) => {
    const customer = await tx.customer.create({
      data: { ...input, postalCode: input.postalCode || null, passwordHash },
    });
    await sendConfirmation(deps, tx, customer);
    return customer;
  });
}

/** Confirms the address behind a mailed link and signs that browser in. */
export async function confirmSignUp(
  deps: AccountDeps,
  token: string,
): Promise<{ customer: Customer; token: IssuedToken }> {
  const customerId = token ? await redeemOneTimeToken(deps.prisma, token, "CONFIRM_EMAIL", now(deps)) : null;
  if (!customerId) {
    // A link used before (or a later one) that confirmed the account: say so, not "invalid".
    const owner = token ? await oneTimeTokenCustomer(deps.prisma, token, "CONFIRM_EMAIL") : null;
    const account = owner ? await deps.prisma.customer.findUnique({ where: { id: owner } }) : null;
    if (account?.confirmedAt) throw new ConflictError(ALREADY_CONFIRMED);
    throw new ValidationError("このリンクは無効か、有効期限が切れています。確認メールを再送してください");
  }
  const customer = await deps.prisma.customer.update({
    where: { id: customerId },
    data: { confirmedAt: now(deps) },
  });
  return { customer, token: await issueToken(deps.prisma, "customer", customer.id, now(deps)) };
}

/** Sends the confirmation mail again; answers the same whether or not the address is registered. */
export async function resendConfirmation(deps: AccountDeps, raw: unknown): Promise<void> {
  const { email } = parseInput(emailOnlySchema, raw);
  const customer = await deps.prisma.customer.findUnique({ where: { email } });
  if (customer && !customer.confirmedAt) {
    await deps.prisma.$transaction((tx) => sendConfirmation(deps, tx, customer));
  }
}

export async function signIn(
  deps: AccountDeps,
  raw: unknown,
  ip: string | null,
): Promise<{ customer: Customer; token: IssuedToken }> {
  const { email, password } = parseInput(signInSchema, raw);
  await assertSignInAllowed(deps.prisma, "customer", email, ip, now(deps));
  const customer = await deps.prisma.customer.findUnique({ where: { email } });
  const ok = customer
    ? await verifyPassword(customer.passwordHash, password)
    : await verifyPasswordAgainstNothing(password);
  if (!customer || !ok) {
    await recordSignInFailure(deps.prisma, "customer", email, ip, now(deps));
    throw new UnauthorizedError(SIGN_IN_FAILED);
  }
  if (!customer.confirmedAt) throw new UnauthorizedError(NOT_CONFIRMED);
  return { customer, token: await issueToken(deps.prisma, "customer", customer.id, now(deps)) };
}

export async function signOut(deps: AccountDeps, customerId: number, client: string): Promise<void> {
  await revokeToken(deps.prisma, "customer", customerId, client);
  sessionsChanged(deps.pubsub, "customer", customerId);
}

export async function getAccount(deps: Pick<AccountDeps, "prisma">, customerId: number): Promise<Customer> {
  const customer = await deps.prisma.customer.findUnique({ where: { id: customerId } });
  if (!customer) throw new NotFoundError();
  return customer;
}

/** The signed-in customer read with the door's planned `query` (a GraphQL selection). */
export function readAccount<Q extends { include?: Prisma.CustomerInclude; select?: Prisma.CustomerSelect }>(
  prisma: PrismaClient,
  customerId: number,
  query: Q,
) {
  return prisma.customer.findUniqueOrThrow({ ...query, where: { id: customerId } });
}

/**
 * Profile edit; a new e-mail or password needs the current password. A new password signs other
 * devices out; a new e-mail is only requested here and applies when confirmed (email-change.service).
 */
export async function updateAccount(
  deps: AccountDeps,
  customerId: number,
  client: string,
  raw: unknown,
): Promise<Customer> {
  const {
    password,
    passwordConfirmation: _,
    currentPassword,
    ...input
  } = parseInput(customerUpdateSchema, raw);
  const customer = await getAccount(deps, customerId);
  const emailChanged = input.email !== customer.email;
  const passwordChanged = Boolean(password);
  if (emailChanged || passwordChanged) {
    if (!currentPassword) throw currentPasswordMissing();
    if (!(await verifyPassword(customer.passwordHash, currentPassword))) {
      throw new ValidationError("現在のパスワードが正しくありません", {
        currentPassword: ["現在のパスワードが正しくありません"],
      });
    }
  }
  if (emailChanged && (await deps.prisma.customer.findUnique({ where: { email: input.email } }))) {
    throw new ValidationError(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
  }
  const { email: newEmail, ...profile } = input;
  const updated = await deps.prisma.customer.update({
    where: { id: customerId },
    data: {
      ...profile,
      postalCode: input.postalCode || null,
      ...(password ? { passwordHash: await hashPassword(password) } : {}),
    },
  });
  if (passwordChanged) {
    await revokeAllTokens(deps.prisma, "customer", customerId, client);
    sessionsChanged(deps.pubsub, "customer", customerId);
  }
  if (emailChanged) await requestEmailChange(deps, updated, newEmail);
  return updated;
}

/** Mails a reset link back to `redirectUrl`: only this site's /resetpass page (the default). */
export async function requestPasswordReset(deps: AccountDeps, raw: unknown): Promise<void> {
  const { email, redirectUrl } = parseInput(passwordResetRequestSchema, raw);
  const site = new URL(deps.publicUrl);
  let target: URL;
  try {
    target = new URL(redirectUrl || localizedPath(deps.language ?? "ja", "/resetpass"), site);
  } catch {
    target = new URL("http://invalid");
  }
  // The /resetpass page, in any of the storefront's languages (/en/resetpass …).
  if (target.origin !== site.origin || splitLanguage(target.pathname).path !== "/resetpass") {
    throw new ValidationError("リダイレクト先のアドレスが正しくありません", {
      redirectUrl: ["リダイレクト先のアドレスが正しくありません"],
    });
  }
  const customer = await deps.prisma.customer.findUnique({ where: { email } });
  if (!customer) return; // Same answer for unknown addresses.
  await deps.prisma.$transaction(async (tx) => {
    const token = await createOneTimeToken(tx, customer.id, "RESET_PASSWORD", now(deps));
    // devise_token_auth's shape: the page reads uid, client and access-token from the link and
    // sends them back as headers with PUT /api/auth/password.
    target.search = "";
    target.hash = "";
    target.searchParams.set("uid", customer.email);
    target.searchParams.set("client", "password-reset");
    target.searchParams.set("access-token", token);
    target.searchParams.set("reset_password", "true");
    await deps.mailer.send(
      accountLinkMail(deps.language ?? "ja", "reset", customer.email, customer, target.toString()),
      { tx },
    );
  });
}

/** Sets a new password with the mailed reset credentials; signs every device out and this one in. */
export async function resetPassword(
  deps: AccountDeps,
  credentials: { uid: string; accessToken: string },
  raw: unknown,
): Promise<{ customer: Customer; token: IssuedToken }> {
  const { password } = parseInput(newPasswordSchema, raw);
  const customer = await deps.prisma.customer.findUnique({ where: { email: credentials.uid.toLowerCase() } });
  const customerId = customer
    ? await redeemOneTimeToken(deps.prisma, credentials.accessToken, "RESET_PASSWORD", now(deps), customer.id)
    : null;
  if (!customer || customerId !== customer.id) {
    throw new UnauthorizedError(
      "パスワード再設定のリンクが無効か、有効期限が切れています。もう一度お手続きください",
    );
  }
  await revokeAllTokens(deps.prisma, "customer", customer.id);
  const updated = await deps.prisma.customer.update({
    where: { id: customer.id },
    // Following the link proves the address, so an unconfirmed account is confirmed too.
    data: { passwordHash: await hashPassword(password), confirmedAt: customer.confirmedAt ?? now(deps) },
  });
  sessionsChanged(deps.pubsub, "customer", customer.id);
  return { customer: updated, token: await issueToken(deps.prisma, "customer", customer.id, now(deps)) };
}
