import { CATALOG_LIMITS, IMAGE_MESSAGES, IMAGE_TYPES } from "@shared/catalog-admin";
import { useEffect, useId, useState } from "react";

interface ImageFieldProps {
  label: string;
  /** The current photo's URL (editing). */
  current: string | null;
  file: File | null;
  remove: boolean;
  error?: string;
  onChange: (next: { file: File | null; remove: boolean; error?: string }) => void;
}

/** Picks a photo; the server checks its content again (type, size, pixels) and re-encodes it. */
export function ImageField({ label, current, file, remove, error, onChange }: ImageFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? (remove ? null : current);
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
        onChange={(event) => {
          const picked = event.currentTarget.files?.[0] ?? null;
          if (picked && picked.size > CATALOG_LIMITS.imageBytesMax) {
            event.currentTarget.value = "";
            return onChange({ file: null, remove, error: IMAGE_MESSAGES.size });
          }
          onChange({ file: picked, remove: false });
        }}
      />
      <p className="field__hint" id={`${id}-hint`}>
        JPEG・PNG・WebP、5MBまで、縦横6000ピクセルまで。保存時にWebPへ変換し、撮影情報は削除します。
      </p>
      {current && !file ? (
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
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
