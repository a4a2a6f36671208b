// What the catalog back office's REST doors share (/api/admin/* needs an administrator,
// server/src/api.ts): bodies as multipart forms (or JSON) with an optional `image` file, and photos
// in the spec's shapes. One door per entity: category-, topping- and product-admin.rest.ts.
import { BadRequestError, ValidationError } from "../../errors.js";
import { type RestContext, readJson } from "../../rest/rest.js";
import { imageSrcset, imageUrl } from "../catalog/image-urls.js";
import { type FormValue, list, type Nested, nestForm, text } from "./form-data.js";

export const ctxOf = (c: RestContext) => c.get("ctx");

/** `translations[en][name]` in a form, `translations: {en: {name}}` in JSON (decision 0053). */
export const translationsOf = (value: unknown) => (value === undefined || value === "" ? undefined : value);

/** A form or JSON body, with `wrapper` ({product: {...}}) unwrapped. */
export async function readForm(c: RestContext, wrapper: string): Promise<Nested> {
  const type = c.req.header("content-type") ?? "";
  if (/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new BadRequestError("フォームデータの形式が正しくありません");
    }
    return nestForm(form.entries() as Iterable<[string, FormValue]>, wrapper);
  }
  const json = await readJson(c);
  const inner = json[wrapper];
  return (inner && typeof inner === "object" && !Array.isArray(inner) ? inner : json) as Nested;
}

export async function imageOf(form: Nested) {
  const file = form.image;
  if (file === undefined || file === "") return {};
  if (!(file instanceof File)) {
    const message = "画像はファイルとして送信してください";
    throw new ValidationError(message, { image: [message] });
  }
  return { upload: new Uint8Array(await file.arrayBuffer()) };
}

export const strings = (value: unknown) => list(value)?.map(text);
export const entries = (value: unknown) =>
  (list(value) ?? []).filter((v): v is Nested => typeof v === "object" && v !== null && !(v instanceof File));

export type Row = { image: string | null; imageHash: string | null };
export const image = (row: Row) => ({
  image: row.imageHash ? imageUrl(row.imageHash) : row.image,
  image_srcset: row.imageHash ? imageSrcset(row.imageHash) : null,
});
