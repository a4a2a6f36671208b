// Whether an address's postal code, prefecture and city agree (Japan Post's data, postal-data.ts):
// the delivery area and its fee are decided only from an address that does (issue 26). A postal
// code of 中区 with an address in 安佐南区, a 東京都 address, or a code Japan Post does not know are
// each said plainly, in Japanese, on the quote and on placeOrder alike.
import { PREFECTURES } from "../../../../shared/constants.js";
import { normalizeZipcode } from "./address.service.js";
import { type PostalEntry, postalEntries } from "./postal-data.js";

export interface AddressToCheck {
  postalCode?: string | null;
  prefectureId?: number | null;
  address1?: string | null;
}

export interface AddressDisagreement {
  /** postalCode, prefectureId or address1. */
  field: "postalCode" | "prefectureId" | "address1";
  message: string;
}

const compact = (value: string) => value.replace(/[\s\u3000]/g, "");
const shown = (code: string) => `〒${code.slice(0, 3)}-${code.slice(3)}`;
/** 「安芸郡府中町」 is also written 「府中町」. */
const cityForms = (city: string) => [city, city.replace(/^.+?郡/, "")].filter((c) => c.length > 0);

function cityMatches(entry: PostalEntry, rest: string): boolean {
  return cityForms(entry.city).some((city) => rest.startsWith(city));
}

/** What does not agree, or null when postal code, prefecture and city agree (or too little is known). */
export function addressDisagreement(address: AddressToCheck): AddressDisagreement | null {
  const raw = (address.postalCode ?? "").replace(/[０-９]/g, (d) =>
    String.fromCharCode(d.charCodeAt(0) - 0xfee0),
  );
  const code = raw.trim() ? normalizeZipcode(raw.trim()) : null;
  if (!code) return null; // a code still being typed (or none) decides nothing yet
  const entries = postalEntries(code);
  if (entries.length === 0) {
    return {
      field: "postalCode",
      message: `郵便番号 ${shown(code)} は見つかりません。郵便番号をご確認ください`,
    };
  }
  const first = entries[0]!;
  const place = `${first.prefecture}${first.city}`;
  if (address.prefectureId && !entries.some((e) => e.prefcode === address.prefectureId)) {
    const chosen = PREFECTURES.find((p) => p.id === address.prefectureId)?.name ?? "選択された都道府県";
    return {
      field: "prefectureId",
      message: `都道府県（${chosen}）が郵便番号 ${shown(code)}（${place}）と一致しません`,
    };
  }
  const written = compact(address.address1 ?? "");
  if (!written) return null;
  const prefecture = PREFECTURES.find((p) => written.startsWith(p.name));
  const rest = prefecture ? written.slice(prefecture.name.length) : written;
  const agrees = entries.some(
    (entry) => (!prefecture || prefecture.name === entry.prefecture) && cityMatches(entry, rest),
  );
  if (agrees) return null;
  return {
    field: "address1",
    message: `住所の市区町村が郵便番号 ${shown(code)}（${place}）と一致しません。郵便番号か住所をご確認ください`,
  };
}
