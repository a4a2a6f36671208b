import { VALIDATION_MESSAGES } from "@shared/validation";

export interface ZipcloudResult {
  zipcode: string;
  prefcode: string;
  address1: string;
  address2: string;
  address3: string;
}

interface ZipcloudResponse {
  status: number;
  message: string | null;
  results: ZipcloudResult[] | null;
}

export type LookupOutcome =
  | { ok: true; prefectureId: string; address1: string }
  | { ok: false; message: string };

/** The spec's first two messages, before asking the lookup: empty, then not 7 half-width digits. */
export function postalCodeProblem(code: string): string | null {
  if (code.trim() === "") return VALIDATION_MESSAGES.postalCodeRequired;
  if (!/^[0-9]{7}$/.test(code.trim())) return VALIDATION_MESSAGES.postalCodeFormat;
  return null;
}

/** The first result fills the prefecture (prefcode is its id) and the address (city + town). */
export function outcomeOf(response: ZipcloudResponse): LookupOutcome {
  const first = response.results?.[0];
  if (!first) return { ok: false, message: response.message ?? VALIDATION_MESSAGES.addressNotFound };
  return {
    ok: true,
    prefectureId: String(Number(first.prefcode)),
    address1: `${first.address2}${first.address3}`,
  };
}

export async function lookUpPostalCode(code: string, signal?: AbortSignal): Promise<LookupOutcome> {
  const problem = postalCodeProblem(code);
  if (problem) return { ok: false, message: problem };
  try {
    const response = await fetch(`/zipApi/api/search?zipcode=${encodeURIComponent(code.trim())}`, { signal });
    const body = (await response.json()) as ZipcloudResponse;
    return outcomeOf(body);
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    return { ok: false, message: "住所を検索できませんでした。時間をおいてもう一度お試しください" };
  }
}
