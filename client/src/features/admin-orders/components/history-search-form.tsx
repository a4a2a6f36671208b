import { zodResolver } from "@hookform/resolvers/zod";
import { type OrderSearch, type OrderSearchInput, orderSearchSchema } from "@shared/order-search";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "../../../components/form/text-field";

interface HistorySearchFormProps {
  values: OrderSearchInput;
  onSearch: (search: OrderSearch) => void;
  onClear: () => void;
}

/** Code, name, phone and day; the same rules as the server (shared/order-search). */
export function HistorySearchForm({ values, onSearch, onClear }: HistorySearchFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OrderSearchInput, unknown, OrderSearch>({
    resolver: zodResolver(orderSearchSchema),
    defaultValues: values,
  });
  // Back and forward change the URL: the form follows it.
  const { code, name, tel, date } = values;
  useEffect(() => reset({ code, name, tel, date }), [code, name, tel, date, reset]);

  return (
    <form className="history-search" onSubmit={handleSubmit(onSearch)} noValidate aria-label="注文の検索">
      <TextField
        label="注文番号"
        registration={register("code")}
        error={errors.code?.message}
        autoCapitalize="characters"
        autoComplete="off"
      />
      <TextField
        label="お名前"
        registration={register("name")}
        error={errors.name?.message}
        autoComplete="off"
      />
      <TextField
        label="電話番号"
        registration={register("tel")}
        error={errors.tel?.message}
        inputMode="tel"
        autoComplete="off"
      />
      <TextField label="日付" type="date" registration={register("date")} error={errors.date?.message} />
      <div className="history-search__actions">
        <button type="submit" className="button button--primary">
          検索する
        </button>
        <button type="button" className="button button--ghost" onClick={onClear}>
          クリア
        </button>
      </div>
    </form>
  );
}
