import { CATALOG_LIMITS, IMAGE_MESSAGES, IMAGE_TYPES } from "@shared/catalog-admin";
import { useEffect, useState } from "react";
import { shrinkImage } from "../../../lib/shrink-image";

/** The photo chosen in a form: a file to send, a removal, or a problem that blocks the save. */
export interface PhotoChoice {
  file: File | null;
  remove: boolean;
  error?: string;
  /** Being made smaller in the browser. */
  busy?: boolean;
}

export const NO_PHOTO_CHANGE: PhotoChoice = { file: null, remove: false };

export const PHOTO_BLOCKS_SAVE =
  "写真に問題があります。別の写真を選ぶか、「写真の選択を取り消す」を押してください";
const PHOTO_BUSY = "写真を縮小しています。終わるまでお待ちください";
const CANNOT_SHRINK =
  "この写真は読み込めないか、5MB以下に縮小できませんでした。別の写真を選ぶか、選択を取り消してください";

/** An object URL to preview the chosen photo, revoked when the choice changes. */
export function usePhotoUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Why the form may not be saved yet, or null. A refused photo is never dropped silently: the
 * owner picks another one or cancels the choice on purpose.
 */
export function photoBlocksSave(photo: PhotoChoice): string | null {
  if (photo.busy) return PHOTO_BUSY;
  return photo.error ? PHOTO_BLOCKS_SAVE : null;
}

interface ImageFieldProps extends PhotoChoice {
  /** The file input's id (the form focuses it when the photo blocks a save). */
  id: string;
  label: string;
  /** The current photo's URL (editing). */
  current: string | null;
  onChange: (next: PhotoChoice) => void;
}

/**
 * Picks a photo. One over 5 MB (or over 6000 px a side) is made smaller here first; the server
 * checks the content again (type, size, pixels) and re-encodes it.
 */
export function ImageField({ id, label, current, file, remove, error, busy, onChange }: ImageFieldProps) {
  const preview = usePhotoUrl(file ?? null);
  const shown = preview ?? (remove ? null : current);
  const pick = async (input: HTMLInputElement) => {
    const picked = input.files?.[0] ?? null;
    if (!picked) return onChange({ file: null, remove: false });
    if (!(IMAGE_TYPES as readonly string[]).includes(picked.type)) {
      return onChange({ file: null, remove: false, error: IMAGE_MESSAGES.type });
    }
    onChange({ file: null, remove: false, busy: true });
    const shrunk = await shrinkImage(picked, {
      bytesMax: CATALOG_LIMITS.imageBytesMax,
      sideMax: CATALOG_LIMITS.imageSideMax,
    });
    if (shrunk) return onChange({ file: shrunk, remove: false });
    onChange({ file: null, remove: false, error: CANNOT_SHRINK });
  };
  const cancel = () => {
    const input = document.getElementById(id) as HTMLInputElement | null;
    if (input) input.value = "";
    onChange({ file: null, remove: false });
  };
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__badge" aria-hidden="true">
          任意
        </span>
      </label>
      {shown ? <img className="image-field__preview" src={shown} alt="" width={160} height={120} /> : null}
      <input
        id={id}
        type="file"
        className="field__input"
        accept={IMAGE_TYPES.join(",")}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        disabled={busy}
        onChange={(event) => void pick(event.currentTarget)}
      />
      <p className="field__hint" id={`${id}-hint`}>
        JPEG・PNG・WebP。5MBを超える写真はこの画面で縮小してから送ります。保存時にWebPへ変換し、撮影情報は削除します。
      </p>
      {busy ? (
        <p className="field__hint" role="status">
          写真を縮小しています…
        </p>
      ) : null}
      {file?.name ? (
        <p className="field__hint" role="status">
          送る写真：{file.name}（{(file.size / 1024 / 1024).toFixed(1)}MB）
        </p>
      ) : null}
      {current && !file && !error ? (
        <label className="image-field__remove">
          <input
            type="checkbox"
            checked={remove}
            onChange={(event) => onChange({ file: null, remove: event.currentTarget.checked })}
          />
          写真を削除する
        </label>
      ) : null}
      {error ? (
        <>
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
          <button type="button" className="button button--ghost" onClick={cancel}>
            写真の選択を取り消す
          </button>
        </>
      ) : null}
    </div>
  );
}
